//! `named_enum!`: an enum whose variants' names are written once.
//!
//! Scenario files and tools name the variants of some enums ([`Event`]'s
//! kinds, [`Refusal`]'s reasons) as text. The macro declares the enum as
//! written and derives from the same list a constant with every variant's
//! name, in declaration order, and a method giving one value's name, so no
//! second hand-written list can fall behind the enum.
//!
//! ```text
//! named_enum! {
//!     const NAMES, fn name;
//!     /// The enum's doc.
//!     #[derive(Clone, Copy, Debug)]
//!     pub enum Reason {
//!         /// A variant's doc.
//!         Plain,
//!         WithFields { size: u16 },
//!     }
//! }
//! assert_eq!(Reason::NAMES, &["Plain", "WithFields"]);
//! assert_eq!(Reason::WithFields { size: 3 }.name(), "WithFields");
//! ```
//!
//! Variants are units or have named fields (no tuple variants).
//!
//! [`Event`]: crate::Event
//! [`Refusal`]: crate::Refusal

macro_rules! named_enum {
    (
        const $names:ident, fn $name_fn:ident;
        $(#[$meta:meta])*
        $vis:vis enum $Enum:ident {
            $(
                $(#[$vmeta:meta])*
                $Variant:ident $({
                    $( $(#[$fmeta:meta])* $field:ident : $fty:ty ),* $(,)?
                })?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $Enum {
            $(
                $(#[$vmeta])*
                $Variant $({ $( $(#[$fmeta])* $field: $fty ),* })?,
            )*
        }

        impl $Enum {
            #[doc = concat!("The name of every variant of [`", stringify!($Enum), "`], in declaration order, as [`",
                stringify!($Enum), "::", stringify!($name_fn), "`] gives them.")]
            pub const $names: &'static [&'static str] = &[$(stringify!($Variant)),*];

            #[doc = concat!("The variant's name (for scenario files and tools); all of them are [`",
                stringify!($Enum), "::", stringify!($names), "`].")]
            pub fn $name_fn(&self) -> &'static str {
                match self {
                    $( $Enum::$Variant { .. } => stringify!($Variant), )*
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    named_enum! {
        const NAMES, fn name;
        /// An enum of the three shapes a variant may have.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Reason {
            /// A unit.
            Plain,
            WithFields { size: u16 },
            WithDocumentedFields {
                /// A field's doc.
                size: u16,
                max: u16,
            },
        }
    }

    #[test]
    fn names_follow_the_declaration() {
        assert_eq!(Reason::NAMES, &["Plain", "WithFields", "WithDocumentedFields"]);
        assert_eq!(Reason::Plain.name(), "Plain");
        assert_eq!(Reason::WithFields { size: 3 }.name(), "WithFields");
        assert_eq!(
            Reason::WithDocumentedFields { size: 1, max: 2 }.name(),
            "WithDocumentedFields"
        );
    }
}
