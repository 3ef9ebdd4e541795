pub(crate) mod abilities;
pub(crate) mod deck;
pub(crate) mod markers;
pub(crate) mod movement;
pub(crate) mod squad;
pub(crate) mod strikes;
pub(crate) mod zones;
