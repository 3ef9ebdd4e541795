pub(crate) mod incarnation;
pub(crate) mod stitch;
