//! The fonts a published course needs beyond egui's own: the characters its texts use that
//! egui's default fonts lack (Chinese, say), cut out of an installed font (or one given with
//! `--font`) so the site carries only those glyphs.

use fontcull_klippa::{DEFAULT_LAYOUT_FEATURES, Plan, SubsetFlags, subset_font};
use fontcull_skrifa::raw::collections::IntSet;
use fontcull_skrifa::raw::types::{GlyphId, NameId, Tag};
use fontcull_skrifa::{FontRef, MetadataProvider};
use std::collections::BTreeSet;
use std::path::Path;

/// The characters of `texts` that none of egui's default fonts can draw (controls and spaces
/// aside: they draw nothing).
pub fn missing_from_egui<'a>(texts: impl IntoIterator<Item = &'a str>) -> BTreeSet<char> {
    let defs = egui::FontDefinitions::default();
    let used: BTreeSet<&String> = defs.families.values().flatten().collect();
    let faces: Vec<FontRef> = defs
        .font_data
        .iter()
        .filter(|(name, _)| used.contains(name))
        .filter_map(|(_, d)| FontRef::from_index((*d.font).as_ref(), d.index).ok())
        .collect();
    texts
        .into_iter()
        .flat_map(str::chars)
        .filter(|c| !c.is_control() && !c.is_whitespace())
        .collect::<BTreeSet<char>>()
        .into_iter()
        .filter(|&c| !faces.iter().any(|f| f.charmap().map(c).is_some()))
        .collect()
}

/// A font file (or a face of a collection) to cut the glyphs from.
pub struct Source {
    pub name: String,
    pub data: Vec<u8>,
    pub index: u32,
}

/// How many of `chars` the face covers.
fn coverage(data: &[u8], index: u32, chars: &BTreeSet<char>) -> usize {
    FontRef::from_index(data, index)
        .map(|f| {
            let map = f.charmap();
            chars.iter().filter(|&&c| map.map(c).is_some()).count()
        })
        .unwrap_or(0)
}

/// The largest font file `--font` reads: the largest CJK collections are under 30 MB.
pub const MAX_FONT_BYTES: u64 = 64 * 1024 * 1024;

/// Reads a font file: a regular file only (a pipe would wait for a writer, a device never end),
/// of at most [`MAX_FONT_BYTES`].
fn read_font(path: &Path) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let name = path.display();
    let regular = |m: &std::fs::Metadata| {
        if m.is_file() {
            Ok(())
        } else {
            Err(format!(
                "{name}: not a regular file (a folder, pipe or device); --font takes a font file"
            ))
        }
    };
    // Looked at before opening: opening a pipe waits for a writer.
    regular(&std::fs::metadata(path).map_err(|e| format!("{name}: cannot read: {e}"))?)?;
    let f = std::fs::File::open(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    regular(
        &f.metadata()
            .map_err(|e| format!("{name}: cannot read: {e}"))?,
    )?;
    let mut data = Vec::new();
    f.take(MAX_FONT_BYTES + 1)
        .read_to_end(&mut data)
        .map_err(|e| format!("{name}: cannot read: {e}"))?;
    if data.len() as u64 > MAX_FONT_BYTES {
        return Err(format!(
            "{name}: larger than {MAX_FONT_BYTES} bytes, the most --font reads; no font is that large"
        ));
    }
    Ok(data)
}

/// The font given with `--font` (its first face that has every character, else its first).
pub fn given(path: &Path, chars: &BTreeSet<char>) -> Result<Source, String> {
    let data = read_font(path)?;
    let faces = fontcull_skrifa::raw::FileRef::new(&data)
        .map(|f| f.fonts().count() as u32)
        .map_err(|_| format!("{}: not a font file (TrueType or OpenType)", path.display()))?;
    let index = (0..faces)
        .max_by_key(|&i| (coverage(&data, i, chars), std::cmp::Reverse(i)))
        .unwrap_or(0);
    check_face(&data, index, &path.display().to_string())?;
    Ok(Source {
        name: path.display().to_string(),
        data,
        index,
    })
}

/// The installed font that covers most of `chars` (the first of them on a tie).
pub fn installed(chars: &BTreeSet<char>) -> Option<Source> {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    let mut best: Option<(usize, Source)> = None;
    for face in db.faces() {
        let found = db.with_face_data(face.id, |data, index| {
            let n = coverage(data, index, chars);
            (n > best.as_ref().map_or(0, |b| b.0)).then(|| Source {
                name: face
                    .families
                    .first()
                    .map_or_else(|| format!("{:?}", face.source), |f| f.0.clone()),
                data: data.to_vec(),
                index,
            })
        });
        if let Some(Some(source)) = found {
            best = Some((coverage(&source.data, source.index, chars), source));
        }
    }
    best.map(|b| b.1)
}

/// The characters of `chars` that `source` lacks.
pub fn lacking(source: &Source, chars: &BTreeSet<char>) -> Vec<char> {
    let Ok(f) = FontRef::from_index(&source.data, source.index) else {
        return chars.iter().copied().collect();
    };
    let map = f.charmap();
    chars
        .iter()
        .copied()
        .filter(|&c| map.map(c).is_none())
        .collect()
}

/// Checks that the face `index` of `data` can be cut: every table its directory lists lies
/// within the file, and the tables a cut needs are there and readable (the header, the
/// character map, the metrics, and the outlines, TrueType or CFF). A file cut short (a broken
/// download, say) fails here, with `name`, instead of inside the subsetter.
pub fn check_face(data: &[u8], index: u32, name: &str) -> Result<(), String> {
    use fontcull_skrifa::raw::TableProvider;
    let font =
        FontRef::from_index(data, index).map_err(|e| format!("{name}: not a usable font: {e}"))?;
    let broken = |what: String| {
        format!(
            "{name}: not a usable font: {what} (is the file cut short or damaged?); pass --font \
             with a whole font file"
        )
    };
    for record in font.table_directory.table_records() {
        let tag = record.tag();
        if font.table_data(tag).is_none() {
            return Err(broken(format!(
                "its `{tag}` table lies beyond the end of the file"
            )));
        }
    }
    let required: [(&str, bool); 5] = [
        ("head", font.head().is_ok()),
        ("maxp", font.maxp().is_ok()),
        ("cmap", font.cmap().is_ok()),
        ("hhea", font.hhea().is_ok()),
        ("hmtx", font.hmtx().is_ok()),
    ];
    if let Some((tag, _)) = required.iter().find(|(_, ok)| !ok) {
        return Err(broken(format!(
            "its `{tag}` table is missing or unreadable"
        )));
    }
    let truetype = font.glyf().is_ok()
        && font
            .head()
            .is_ok_and(|h| font.loca(h.index_to_loc_format() == 1).is_ok());
    let cff = font.cff().is_ok() || font.cff2().is_ok();
    if !truetype && !cff {
        return Err(broken(
            "it has no readable outlines (neither `glyf` and `loca` nor `CFF`)".into(),
        ));
    }
    Ok(())
}

/// `source` cut down to `chars`, as a TrueType or OpenType file with its character map.
pub fn subset(source: &Source, chars: &BTreeSet<char>) -> Result<Vec<u8>, String> {
    check_face(&source.data, source.index, &source.name)?;
    let font = FontRef::from_index(&source.data, source.index)
        .map_err(|e| format!("{}: cannot read the font: {e}", source.name))?;
    let mut unicodes: IntSet<u32> = IntSet::empty();
    for &c in chars {
        unicodes.insert(c as u32);
    }
    let plan = Plan::new(
        &IntSet::<GlyphId>::empty(),
        &unicodes,
        &font,
        // egui draws without hinting: the instructions are dead weight on the page.
        SubsetFlags::SUBSET_FLAGS_NO_HINTING,
        &IntSet::<Tag>::empty(),
        &IntSet::<Tag>::all(),
        // The shaper's usual features only: all of them would pull in every alternate form
        // (vertical, traditional…) of each character.
        &DEFAULT_LAYOUT_FEATURES.iter().copied().collect(),
        &IntSet::<NameId>::empty(),
        &IntSet::<u16>::empty(),
    );
    // A safety net: a font the checks above let through may still trip the subsetter. Its
    // panic becomes an error naming the font, without the panic's own report on stderr.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let cut = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| subset_font(&font, &plan)));
    std::panic::set_hook(hook);
    match cut {
        Ok(result) => result.map_err(|e| format!("{}: cannot cut the font: {e:?}", source.name)),
        Err(panic) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "an internal error".into());
            Err(format!(
                "{}: cannot cut the font, it is damaged or of a kind toyforge cannot cut ({why}); \
                 pass --font with another font file",
                source.name
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_text_needs_no_extra_font_and_chinese_does() {
        assert!(missing_from_egui(["Roxy goes south: a troop, a région."]).is_empty());
        let missing = missing_from_egui(["城堡 Castle"]);
        assert_eq!(missing, ['城', '堡'].into_iter().collect());
    }

    #[test]
    fn the_players_own_labels_need_no_extra_font() {
        // The table of contents and the bar of the web player draw these.
        assert!(
            missing_from_egui(["Contents Previous lesson Next lesson 3 of 5 steps done"])
                .is_empty()
        );
        assert_eq!(missing_from_egui(["☰"]), ['☰'].into_iter().collect());
    }

    #[test]
    fn a_font_cut_short_is_found_before_it_is_cut() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/fonts/NotoSansCJKsc-subset.otf"
        );
        let whole = std::fs::read(path).unwrap();
        assert_eq!(check_face(&whole, 0, "whole.otf"), Ok(()));
        for len in [64, whole.len() / 3, whole.len() - 100] {
            let e = check_face(&whole[..len], 0, "cut.otf").unwrap_err();
            assert!(e.starts_with("cut.otf: not a usable font"), "{len}: {e}");
        }
    }

    #[test]
    fn a_file_that_is_no_font_is_refused_with_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("not-a-font.ttf");
        std::fs::write(&p, b"hello").unwrap();
        let e = given(&p, &BTreeSet::new()).err().unwrap();
        assert!(
            e.contains("not-a-font.ttf") && e.contains("not a font"),
            "{e}"
        );
    }
}
