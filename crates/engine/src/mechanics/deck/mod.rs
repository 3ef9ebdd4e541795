pub(crate) mod mill;
pub(crate) mod restack;
pub(crate) mod shown_cost;
pub(crate) mod shown_entry;
