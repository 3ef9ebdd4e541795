pub mod ability;
pub mod battlefield;
pub mod card;
pub mod strike;
