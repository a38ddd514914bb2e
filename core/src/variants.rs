//! The names of an enum's variants, as its serde form writes them: read from the enum's own
//! `Deserialize` (derived, or hand-written over `deserialize_enum`), so that a list of kinds
//! kept beside an enum can be checked against it, or not be kept at all.
//!
//! ```
//! use toyforge_core::variants::variants;
//! assert_eq!(variants::<toyforge_core::Side>(), ["blue", "red"]);
//! assert!(variants::<toyforge_core::scenario::Step>().contains(&"FindMove"));
//! assert!(variants::<u32>().is_empty(), "not an enum");
//! ```

use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};

/// The names of `T`'s variants, in their order; none when `T` is not read as an enum.
pub fn variants<T: for<'de> Deserialize<'de>>() -> &'static [&'static str] {
    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(Names(&mut names));
    names
}

/// A deserializer that gives nothing: it only keeps the variant names an enum asks it for.
struct Names<'a>(&'a mut &'static [&'static str]);

/// Why [`Names`] gives no value (never shown: [`variants`] drops it).
#[derive(Debug)]
struct Listed;

impl std::fmt::Display for Listed {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("only the variants' names were asked for")
    }
}

impl std::error::Error for Listed {}

impl de::Error for Listed {
    fn custom<M: std::fmt::Display>(_: M) -> Listed {
        Listed
    }
}

impl<'de> Deserializer<'de> for Names<'_> {
    type Error = Listed;

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Listed> {
        *self.0 = variants;
        Err(Listed)
    }

    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Listed> {
        Err(Listed)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}
