pub(crate) mod deal_peek;
pub(crate) mod pairing;
pub(crate) mod scouting;
