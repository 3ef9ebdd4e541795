pub(crate) mod copying;
pub(crate) mod granted_action;
