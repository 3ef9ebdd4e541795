pub(crate) mod beside;
pub(crate) mod dive;
pub(crate) mod follow_step;
pub(crate) mod movers;
pub(crate) mod path;
pub(crate) mod trigger_jump;
