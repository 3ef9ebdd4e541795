pub(crate) mod gates;
pub(crate) mod line_marks;
pub(crate) mod runes;
pub(crate) mod tremor;
pub(crate) mod web;
