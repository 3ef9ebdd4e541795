//! Decisions: what a player is asked and what may be answered — the
//! questions asked in the middle of an effect ([`question`]), one protocol
//! for all of them.

pub mod question;
