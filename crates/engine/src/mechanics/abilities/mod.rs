pub(in crate::mechanics) mod copying;
pub(in crate::mechanics) mod granted_action;
