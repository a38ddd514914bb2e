//! The file form of a step: a struct variant named after its kind (`Explain(title: "...")`).

// Each step type derives its own serde form (its fields, defaults and skips are written once, on
// the type). `Step` is written as a struct variant named after its kind, holding the fields of
// its step: the two adapters below hand the step type's derived code the variant's fields as if
// they were a struct of their own. The form does not depend on the data format or its options,
// so files, recovery copies and the JSON walked by the text checks all see the same shape.

use super::{Compare, Explain, FindMove, Practice, Step, Walkthrough};
use crate::variants::variants;
use serde::{Deserialize, Serialize};

/// The kind of a step, as its variant is named in files. Matched without a catch-all both ways
/// ([`Kind::of`] and the reading below), and its names are serde's own ([`variants`]), so a new
/// kind of [`Step`] cannot be written or read as another: the build names every place. It is
/// named `Step` for serde, as the messages of a misspelt kind name the enum of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename = "Step")]
enum Kind {
    Explain,
    Compare,
    FindMove,
    Walkthrough,
    Practice,
}

impl Kind {
    fn of(step: &Step) -> Kind {
        match step {
            Step::Explain(_) => Kind::Explain,
            Step::Compare(_) => Kind::Compare,
            Step::FindMove(_) => Kind::FindMove,
            Step::Walkthrough(_) => Kind::Walkthrough,
            Step::Practice(_) => Kind::Practice,
        }
    }

    /// The kind's name, as written in files.
    fn name(self) -> &'static str {
        kinds()[self as usize]
    }
}

/// The kinds of step, as written in files, in the order of [`Kind`].
fn kinds() -> &'static [&'static str] {
    variants::<Kind>()
}

impl Step {
    /// The kind's name, as written in the file.
    pub fn kind_name(&self) -> &'static str {
        Kind::of(self).name()
    }
}

impl Serialize for Step {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let kind = Kind::of(self);
        let s = adapters::AsVariant::new(s, "Step", kind as u32, kind.name());
        match self {
            Step::Explain(x) => x.serialize(s),
            Step::Compare(x) => x.serialize(s),
            Step::FindMove(x) => x.serialize(s),
            Step::Walkthrough(x) => x.serialize(s),
            Step::Practice(x) => x.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct StepVisitor;
        impl<'de> serde::de::Visitor<'de> for StepVisitor {
            type Value = Step;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "a step: {}", kinds().join(", "))
            }

            fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<Step, A::Error> {
                let (kind, variant) = data.variant::<Kind>()?;
                let fields = adapters::Fields(variant);
                Ok(match kind {
                    Kind::Explain => Step::Explain(Explain::deserialize(fields)?),
                    Kind::Compare => Step::Compare(Compare::deserialize(fields)?),
                    Kind::FindMove => Step::FindMove(FindMove::deserialize(fields)?),
                    Kind::Walkthrough => Step::Walkthrough(Walkthrough::deserialize(fields)?),
                    Kind::Practice => Step::Practice(Practice::deserialize(fields)?),
                })
            }
        }
        d.deserialize_enum("Step", kinds(), StepVisitor)
    }
}

/// The two adapters between a step type's derived serde code and a struct variant of `Step`.
mod adapters {
    use serde::de::{self, Deserializer, VariantAccess, Visitor};
    use serde::ser::{self, Impossible, Serialize, SerializeStruct, SerializeStructVariant};

    /// A serializer that writes the struct it is given as the struct variant `kind` of `name`.
    /// Anything but a struct is an error (every step type is a struct).
    pub struct AsVariant<S> {
        inner: S,
        name: &'static str,
        index: u32,
        kind: &'static str,
    }

    impl<S> AsVariant<S> {
        pub fn new(inner: S, name: &'static str, index: u32, kind: &'static str) -> Self {
            AsVariant {
                inner,
                name,
                index,
                kind,
            }
        }
    }

    /// The fields of the struct, written as the variant's.
    pub struct VariantFields<V>(V);

    impl<V: SerializeStructVariant> SerializeStruct for VariantFields<V> {
        type Ok = V::Ok;
        type Error = V::Error;

        fn serialize_field<T: ?Sized + Serialize>(
            &mut self,
            key: &'static str,
            value: &T,
        ) -> Result<(), V::Error> {
            self.0.serialize_field(key, value)
        }

        fn skip_field(&mut self, key: &'static str) -> Result<(), V::Error> {
            self.0.skip_field(key)
        }

        fn end(self) -> Result<V::Ok, V::Error> {
            self.0.end()
        }
    }

    fn not_a_struct<E: ser::Error>() -> E {
        E::custom("a step is written as a struct")
    }

    macro_rules! refuse {
        ($($f:ident($($t:ty),*);)*) => {$(
            fn $f(self, $(_: $t),*) -> Result<S::Ok, S::Error> {
                Err(not_a_struct())
            }
        )*};
    }

    impl<S: ser::Serializer> ser::Serializer for AsVariant<S> {
        type Ok = S::Ok;
        type Error = S::Error;
        type SerializeSeq = Impossible<S::Ok, S::Error>;
        type SerializeTuple = Impossible<S::Ok, S::Error>;
        type SerializeTupleStruct = Impossible<S::Ok, S::Error>;
        type SerializeTupleVariant = Impossible<S::Ok, S::Error>;
        type SerializeMap = Impossible<S::Ok, S::Error>;
        type SerializeStruct = VariantFields<S::SerializeStructVariant>;
        type SerializeStructVariant = Impossible<S::Ok, S::Error>;

        fn serialize_struct(
            self,
            _name: &'static str,
            len: usize,
        ) -> Result<Self::SerializeStruct, S::Error> {
            self.inner
                .serialize_struct_variant(self.name, self.index, self.kind, len)
                .map(VariantFields)
        }

        refuse! {
            serialize_bool(bool);
            serialize_i8(i8);
            serialize_i16(i16);
            serialize_i32(i32);
            serialize_i64(i64);
            serialize_u8(u8);
            serialize_u16(u16);
            serialize_u32(u32);
            serialize_u64(u64);
            serialize_f32(f32);
            serialize_f64(f64);
            serialize_char(char);
            serialize_str(&str);
            serialize_bytes(&[u8]);
            serialize_none();
            serialize_unit();
            serialize_unit_struct(&'static str);
            serialize_unit_variant(&'static str, u32, &'static str);
        }

        fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<S::Ok, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_newtype_struct<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: &T,
        ) -> Result<S::Ok, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_newtype_variant<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<S::Ok, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleStruct, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleVariant, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
            Err(not_a_struct())
        }

        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStructVariant, S::Error> {
            Err(not_a_struct())
        }
    }

    /// A deserializer that hands a struct visitor the fields of a struct variant.
    pub struct Fields<A>(pub A);

    impl<'de, A: VariantAccess<'de>> Deserializer<'de> for Fields<A> {
        type Error = A::Error;

        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _name: &'static str,
            fields: &'static [&'static str],
            visitor: V,
        ) -> Result<V::Value, A::Error> {
            self.0.struct_variant(fields, visitor)
        }

        fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, A::Error> {
            Err(de::Error::custom("a step is read as a struct"))
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
            bytes byte_buf option unit unit_struct newtype_struct seq tuple
            tuple_struct map enum identifier ignored_any
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::*;
    use crate::pieces::Side;

    const OLD_FIND: &str = r#"FindMove(prompt: "Go", solution: (actions: "draw"))"#;

    #[test]
    fn the_opponents_rack_stays_hidden_unless_the_step_shows_it() {
        let old: Step = ron::from_str(OLD_FIND).expect("a file without the field reads");
        assert!(!old.shows_opponent_rack(), "hidden by default");
        let written = ron::to_string(&old).unwrap();
        assert!(
            !written.contains("show_opponent_rack"),
            "an unchanged step is written as before: {written}"
        );
        let shown: Step = ron::from_str(
            r#"Practice(text: "Play", goal: Win, opponent: "greedy", show_opponent_rack: true)"#,
        )
        .unwrap();
        assert!(shown.shows_opponent_rack());
        let again: Step = ron::from_str(&ron::to_string(&shown).unwrap()).unwrap();
        assert_eq!(again, shown, "the field survives a save");
        let explain: Step = ron::from_str(r#"Explain(text: "Look")"#).unwrap();
        assert!(!explain.shows_opponent_rack(), "no opponent to show");
    }

    /// The messages of a misspelt kind, an unknown field and a missing field, each at its place:
    /// the same as when steps were read through a mirror of their types.
    #[test]
    fn step_errors_name_the_kind_or_field_with_line_and_column() {
        let lesson = |step: &str| {
            let text = format!("(format: 1, map: \"m.ron\",\n  steps: [\n    {step},\n  ])");
            crate::scenario::Scenario::from_ron(&text, "l.ron")
                .unwrap_err()
                .to_string()
        };
        let cases = [
            r#"Explian(text: "x")"#,
            r#"Explain(text: "x", hilight: ["a"])"#,
            r#"FindMove(prompt: "x")"#,
            r#"Practice(text: "x", goal: Win)"#,
            r#"Walkthrough(stages: [(coment: "x")])"#,
            r#"Compare(title: 3)"#,
        ];
        let got: Vec<String> = cases.iter().map(|c| lesson(c)).collect();
        let want = [
            "l.ron:3:5: Unexpected variant named `Explian` in enum `Step`, expected one of `Explain`, `Compare`, `FindMove`, `Walkthrough`, or `Practice` instead",
            "l.ron:3:24: Unexpected field named `hilight` in `Explain`, expected one of `title`, `setup`, `text`, `highlight`, `arrows`, or `claims` instead",
            "l.ron:3:25: Unexpected missing field named `solution` in `FindMove`",
            "l.ron:3:34: Unexpected missing field named `opponent` in `Practice`",
            "l.ron:3:27: Unexpected field named `coment` in `Stage`, expected one of `actions`, `comment`, `claims`, or `variations` instead",
            "l.ron:3:19: Expected string",
        ];
        assert_eq!(got, want);
    }

    /// Every kind of step, with every field set, is written as `Kind(field: ...)` and read back
    /// as it was, in RON and in JSON (which the text checks walk).
    #[test]
    fn every_step_kind_is_written_as_a_struct_variant_and_read_back() {
        let claim = Claim::AllConnected { side: Side::Blue };
        let steps = [
            Step::Explain(Explain {
                title: "t".into(),
                setup: "draw".into(),
                text: "x".into(),
                highlight: vec!["a".into()],
                arrows: vec![Arrow {
                    from: "a".into(),
                    to: "b".into(),
                }],
                claims: vec![claim.clone()],
            }),
            Step::Compare(Compare {
                title: "t".into(),
                setup: "draw".into(),
                prompt: "p".into(),
                candidates: vec![Candidate {
                    actions: "draw".into(),
                    ..Candidate::default()
                }],
                conclusion: "c".into(),
            }),
            Step::FindMove(FindMove {
                title: "t".into(),
                setup: "draw".into(),
                prompt: "p".into(),
                solution: Answer {
                    actions: "draw".into(),
                    ..Answer::default()
                },
                alternatives: vec![Answer::default()],
                accept_if: vec![claim.clone()],
                hints: vec!["h".into()],
                wrong: vec![WrongMove::default()],
                default_feedback: "no".into(),
                show_opponent_rack: true,
            }),
            Step::Walkthrough(Walkthrough {
                title: "t".into(),
                setup: "draw".into(),
                intro: "i".into(),
                stages: vec![Stage::default()],
                conclusion: "c".into(),
            }),
            Step::Practice(Practice {
                title: "t".into(),
                setup: "draw".into(),
                text: "x".into(),
                goal: PracticeGoal::Medals { n: 3, within: 2 },
                opponent: "greedy".into(),
                example: "draw".into(),
                show_opponent_rack: true,
            }),
        ];
        assert_eq!(
            steps.iter().map(Step::kind_name).collect::<Vec<_>>(),
            kinds(),
            "one step of every kind, in the order of the kinds"
        );
        for (step, kind) in steps.iter().zip(kinds()) {
            let text = ron::to_string(step).unwrap();
            assert!(text.starts_with(&format!("{kind}(title:")), "{text}");
            assert_eq!(&ron::from_str::<Step>(&text).unwrap(), step, "{text}");
            let json = serde_json::to_value(step).unwrap();
            assert!(json.get(kind).is_some(), "{json}");
            assert_eq!(&serde_json::from_value::<Step>(json).unwrap(), step);
        }
        // Fields left at their defaults are left out.
        let bare = Step::Explain(Explain::default());
        assert_eq!(ron::to_string(&bare).unwrap(), r#"Explain(text:"")"#);
    }
}
