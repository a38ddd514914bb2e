//! Drawing a map (and optionally a position on it) as SVG, and rasterising the SVG to PNG with
//! resvg. The editor's export and `toyforge render` share this renderer.
//!
//! The SVG is written by hand as text from the board's drawing model ([`toyforge_core::draw::Scene`]):
//! regions first (shaded polygons of their rings), then paths, medals, locations (bases as
//! circles, HQs as keeps in their side's colour) with their tokens and badges, labels where the
//! model's placer put them, the title band and a legend. Every piece of map text is escaped, so a draft with odd names still
//! gives a well-formed document.

mod board;
mod glyphs;
mod legend;
mod overlay;
pub mod report;
mod svg;

use crate::map::Map;
use crate::pieces::{BySide, Side, Troop};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// What to draw besides the map itself.
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    /// Stacks by base id, bottom to top.
    pub stacks: BTreeMap<String, Vec<(Side, Troop)>>,
    /// Claimed regions by region id.
    pub claimed: BTreeMap<String, Side>,
    /// HQs taken, by HQ id: the troop that took it (after an HQ win).
    pub hqs: BTreeMap<String, (Side, Troop)>,
    /// Medals each side holds, shown in the title band when given.
    pub medals: Option<BySide<u32>>,
    /// The side to move, shown in the title band when given.
    pub to_move: Option<Side>,
    /// First-game mode: the special bases' effects are off, and the title band and legend say so.
    pub first_game: bool,
}

/// What a special base of `rule` does, in words; in a first game, that its effect is off
/// (Tropical Pool's strengths and Metal-X's suppression are map properties and stay on).
pub(crate) fn special_text(rule: crate::map::RuleSet, first_game: bool) -> String {
    use crate::map::RuleSet;
    let stays = matches!(
        rule,
        RuleSet::TropicalPool | RuleSet::StationMetalX | RuleSet::CaribbeanSea
    );
    if first_game && !stays {
        "off in a first game (no effect)".into()
    } else {
        rule.effect(toyforge_core::i18n::Lang::En)
    }
}

/// Rendering options.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Print location and region ids beside the names.
    pub show_ids: bool,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions { show_ids: true }
    }
}

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("cannot rasterise the drawing: {0}")]
    Raster(String),
}

/// Largest picture [`svg_to_png`] makes, in pixels (width times height).
pub const MAX_PIXELS: u64 = 64 * 1024 * 1024;

/// The map as an SVG document.
pub fn to_svg(map: &Map, overlay: Option<&Overlay>, options: &RenderOptions) -> String {
    svg::draw(map, overlay, options)
}

/// The system fonts, loaded once per process (loading them takes a while).
fn fonts() -> Arc<resvg::usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = resvg::usvg::fontdb::Database::new();
            db.load_system_fonts();
            let has = |db: &resvg::usvg::fontdb::Database, family: &str| {
                db.faces().any(|f| {
                    f.families
                        .iter()
                        .any(|(n, _)| n.eq_ignore_ascii_case(family))
                })
            };
            if has(&db, "DejaVu Sans") {
                db.set_sans_serif_family("DejaVu Sans");
            }
            if has(&db, "DejaVu Sans Mono") {
                db.set_monospace_family("DejaVu Sans Mono");
            }
            Arc::new(db)
        })
        .clone()
}

/// Whether any font was found for the text of PNG pictures. Without one, PNGs are drawn
/// without their text (install a font such as Debian's `fonts-dejavu-core`).
pub fn fonts_available() -> bool {
    !fonts().is_empty()
}

/// Refuses, before anything is drawn, a PNG of `map` at `scale` that would be over
/// [`MAX_PIXELS`] whatever its labels and legend (see `svg::least_size`).
pub fn check_png_size(map: &Map, scale: f32) -> Result<(), RenderError> {
    let (w, h) = svg::least_size(map);
    let (width, height) = ((w * scale).ceil(), (h * scale).ceil());
    if f64::from(width) * f64::from(height) > MAX_PIXELS as f64 {
        return Err(RenderError::Raster(format!(
            "a picture of at least {width} x {height} pixels is out of range (at most {MAX_PIXELS} pixels); choose a smaller scale"
        )));
    }
    Ok(())
}

/// Rasterises an SVG document to PNG bytes, `scale` pixels per SVG unit.
pub fn svg_to_png(svg: &str, scale: f32) -> Result<Vec<u8>, RenderError> {
    if !scale.is_finite() || scale <= 0.0 {
        return Err(RenderError::Raster(format!(
            "the scale must be a positive number, not {scale}"
        )));
    }
    let options = resvg::usvg::Options {
        font_family: "DejaVu Sans".into(),
        fontdb: fonts(),
        ..Default::default()
    };
    let tree = resvg::usvg::Tree::from_str(svg, &options)
        .map_err(|e| RenderError::Raster(format!("the SVG cannot be read: {e}")))?;
    let size = tree.size();
    let width = (size.width() * scale).ceil();
    let height = (size.height() * scale).ceil();
    if !(width >= 1.0 && height >= 1.0) || (width as u64) * (height as u64) > MAX_PIXELS {
        return Err(RenderError::Raster(format!(
            "a picture of {width} x {height} pixels is out of range (at most {MAX_PIXELS} pixels); choose a smaller scale"
        )));
    }
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width as u32, height as u32)
        .ok_or_else(|| RenderError::Raster("cannot allocate the picture".into()))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| RenderError::Raster(format!("cannot encode the PNG: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::{Base, Hq, Path, Point, Region, RuleSet};
    use crate::pieces::Strength;

    #[test]
    fn the_least_size_is_never_more_than_the_drawn_size() {
        let castle = crate::map::Map::load(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("maps/castle-field.ron"),
        )
        .unwrap();
        for map in [small_map(), castle, Map::default()] {
            let svg = to_svg(&map, None, &RenderOptions::default());
            let attr = |name: &str| -> f32 {
                let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
                svg[at..].split('"').next().unwrap().parse().unwrap()
            };
            let (w, h) = svg::least_size(&map);
            assert!(
                w <= attr("width") && h <= attr("height"),
                "{w} x {h} for {}",
                map.name
            );
        }
        // A picture that cannot be made is refused from the size alone.
        let mut wide = small_map();
        wide.bases[0].pos = Point::new(1.0e6, 0.0);
        assert!(check_png_size(&wide, 1.0).is_err());
        assert!(check_png_size(&small_map(), 1.0).is_ok());
    }

    fn small_map() -> Map {
        let base = |id: &str, x, y| Base {
            id: id.into(),
            name: String::new(),
            pos: Point::new(x, y),
            special: false,
            allowed: None,
        };
        let mut map = Map {
            name: "Tiny <& \"field\">".into(),
            rule: Some(RuleSet::CastleField),
            ..Map::default()
        };
        map.hqs = vec![
            Hq {
                id: "blue-hq".into(),
                name: "Blue".into(),
                side: Side::Blue,
                pos: Point::new(200.0, 500.0),
                allowed: None,
            },
            Hq {
                id: "red-hq".into(),
                name: "Red".into(),
                side: Side::Red,
                pos: Point::new(200.0, 0.0),
                allowed: Some(vec![Strength::X]),
            },
        ];
        map.bases = vec![
            base("a", 100.0, 250.0),
            base("b", 300.0, 250.0),
            base("c", 200.0, 150.0),
            base("d", 200.0, 350.0),
        ];
        map.bases[0].special = true;
        for (x, y) in [
            ("blue-hq", "d"),
            ("d", "a"),
            ("d", "b"),
            ("a", "c"),
            ("b", "c"),
            ("c", "red-hq"),
        ] {
            map.paths.push(Path::new(x, y));
        }
        map.regions.push(Region {
            id: "middle".into(),
            name: "Middle & co".into(),
            medals: 3,
            marker: Point::new(200.0, 250.0),
            ring: vec!["a".into(), "c".into(), "b".into(), "d".into()],
        });
        map
    }

    #[test]
    fn svg_escapes_map_text_and_names_every_id() {
        let svg = to_svg(&small_map(), None, &RenderOptions::default());
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("Tiny &lt;&amp; &quot;field&quot;&gt;"));
        assert!(!svg.contains("<& "));
        for id in ["blue-hq", "red-hq", "a", "b", "c", "d", "middle"] {
            assert!(svg.contains(&format!(">{id}</text>")), "{id} missing");
        }
    }

    #[test]
    fn svg_without_ids_hides_ids_but_keeps_names() {
        let options = RenderOptions { show_ids: false };
        let svg = to_svg(&small_map(), None, &options);
        assert!(!svg.contains(">blue-hq</text>"));
        assert!(svg.contains(">Blue</text>"));
    }

    #[test]
    fn overlay_draws_top_troop_stack_height_and_claims() {
        let mut overlay = Overlay::default();
        overlay.stacks.insert(
            "a".into(),
            vec![(Side::Red, Troop::Hook), (Side::Blue, Troop::Roxy)],
        );
        overlay.claimed.insert("middle".into(), Side::Blue);
        let svg = to_svg(&small_map(), Some(&overlay), &RenderOptions::default());
        assert!(svg.contains("data-top=\"blue roxy\""));
        assert!(svg.contains("data-height=\"2\""));
        assert!(svg.contains("data-claimed=\"blue\""));
    }

    #[test]
    fn png_has_the_svg_size_times_scale() {
        let svg = to_svg(&small_map(), None, &RenderOptions::default());
        let png = svg_to_png(&svg, 0.5).expect("renders");
        assert_eq!(&png[1..4], b"PNG");
        assert!(svg_to_png(&svg, 0.0).is_err());
        assert!(svg_to_png("not svg", 1.0).is_err());
    }

    #[test]
    fn very_long_names_are_shortened_and_cheap() {
        // Two thousand bases named with forty thousand characters each: the labels are cut to
        // the widest a label may be, and placing them stays linear in the names' length.
        let mut map = small_map();
        let long = "Very long name ".repeat(2_700);
        for i in 0..2_000 {
            map.bases.push(Base {
                id: format!("far-{i}"),
                name: long.clone(),
                pos: Point::new((i % 50) as f32 * 120.0, 700.0 + (i / 50) as f32 * 90.0),
                special: false,
                allowed: None,
            });
        }
        let start = std::time::Instant::now();
        let svg = to_svg(&map, None, &RenderOptions::default());
        assert!(
            start.elapsed().as_secs_f32() < 20.0,
            "{:?}",
            start.elapsed()
        );
        assert!(!svg.contains(&long));
        assert!(
            svg.contains(">Very long name Very long n…<"),
            "the names are shortened"
        );
        assert!(svg.contains(">far-1999</text>"));
    }

    #[test]
    fn empty_map_still_draws() {
        let svg = to_svg(&Map::default(), None, &RenderOptions::default());
        assert!(svg_to_png(&svg, 0.25).is_ok());
    }
}
