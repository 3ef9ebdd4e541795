pub(crate) mod stitch;
