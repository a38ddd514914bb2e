//! The heat map as drawing-model data: who held each base at the end of a run of games (or
//! how much more often in one variant than in another), each region's claims by side, and
//! the names of the bases placed so that no two overlap. The editor's heat overlay (egui) and
//! the balance report's heat picture (SVG) both paint from a [`HeatMap`], in map units, as
//! the boards paint from a [`Scene`]. Its words (the bars' text, the bases' tooltips) are
//! messages in the language it is made for: the editor's, or English for the report.

use super::geom::Rect;
use super::labels::{self, Dir, Obstacles, PlaceOptions, Request};
use super::scene::{Label, LabelOwner, NodeKind, Scene};
use super::style::{BASE_R, MEDAL_R};
use super::{Rgba, text_width};
use crate::i18n::{Lang, decimal, percent as share};
use crate::map::Point;
use crate::tr;

/// The heat's blue end, middle and red end.
pub const HEAT_BLUE: Rgba = Rgba::hex(0x2f6bd6);
pub const HEAT_MIDDLE: Rgba = Rgba::hex(0xffffff);
pub const HEAT_RED: Rgba = Rgba::hex(0xd0352f);

/// The colour of a lean from −1 (blue held it) through white (even) to 1 (red held it),
/// `alpha` opaque (0 to 1).
pub fn heat_colour(lean: f32, alpha: f32) -> Rgba {
    let t = lean.clamp(-1.0, 1.0);
    let (to, t) = if t < 0.0 {
        (HEAT_BLUE, -t)
    } else {
        (HEAT_RED, t)
    };
    let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
    let m = HEAT_MIDDLE;
    Rgba::new(
        mix(m.r, to.r),
        mix(m.g, to.g),
        mix(m.b, to.b),
        (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    )
}

/// What the heat shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeatKind {
    /// Who held each base at the end, faded by how often it was held.
    Held,
    /// B − A: how much more often red (or blue) held each base in B, full at ±50% of games.
    Difference,
}

/// A base's heat.
#[derive(Clone, Debug, PartialEq)]
pub struct HeatSpot {
    /// The node in the scene.
    pub node: usize,
    pub pos: Point,
    /// The radius of the tint over the base, and of the ring round it (inside the room its
    /// name keeps), with the ring's width.
    pub r: f32,
    pub ring_r: f32,
    pub ring_w: f32,
    /// −1 (blue) to 1 (red), and how much it counts, 0 to 1 (the share of games it was held
    /// in, or the size of the difference).
    pub lean: f32,
    pub weight: f32,
    /// The tint (its alpha grows with the weight) and the ring.
    pub fill: Rgba,
    pub ring: Rgba,
    /// Whether the run (or both variants) had the base at all; those not are drawn plain.
    pub compared: bool,
    /// What a tooltip says.
    pub tip: String,
}

/// A region's claims: a bar under its medal (and caption), blue share then red share, the
/// rest unclaimed, with the shares written under it.
#[derive(Clone, Debug, PartialEq)]
pub struct HeatBar {
    pub region: usize,
    pub rect: Rect,
    pub blue: f32,
    pub red: f32,
    pub text: String,
    /// The text's size, and the box it is written in (centred, on a backdrop).
    pub text_size: f32,
    pub text_rect: Rect,
}

impl HeatBar {
    /// The blue and the red part of the bar.
    pub fn parts(&self) -> (Rect, Rect) {
        let r = self.rect;
        let bx = r.x0 + r.width() * self.blue;
        let rx = bx + r.width() * self.red;
        (
            Rect::new(r.x0, r.y0, bx, r.y1),
            Rect::new(bx, r.y0, rx, r.y1),
        )
    }
}

/// A base's name on the heat picture.
#[derive(Clone, Debug, PartialEq)]
pub struct HeatLabel {
    pub node: usize,
    pub text: String,
    pub size: f32,
    /// The box the text is written in (the text centred in it).
    pub rect: Rect,
}

/// The heat of a run (or of a comparison) over a scene.
#[derive(Clone, Debug, PartialEq)]
pub struct HeatMap {
    pub kind: HeatKind,
    /// One per base of the scene, in its order.
    pub spots: Vec<HeatSpot>,
    pub bars: Vec<HeatBar>,
    /// The bases' names, placed by [`HeatMap::place_names`] (none until then).
    pub labels: Vec<HeatLabel>,
}

fn spot(node: usize, pos: Point, lean: f32, weight: f32, compared: bool, tip: String) -> HeatSpot {
    let w = weight.clamp(0.0, 1.0);
    let ring_w = BASE_R * 0.18;
    HeatSpot {
        node,
        pos,
        r: BASE_R * 1.05,
        ring_r: BASE_R * 1.25 - ring_w / 2.0,
        ring_w,
        lean,
        weight: w,
        fill: heat_colour(lean, 0.2 + 0.7 * w),
        ring: heat_colour(lean, 0.3 + 0.7 * w),
        compared,
        tip,
    }
}

/// The fraction of `games` that `n` is, for the region bars' text.
fn fraction(n: u32, games: u32) -> f64 {
    f64::from(n) / f64::from(games.max(1))
}

/// A difference or lean with its sign, in `lang`'s form ("+0.25", "−0,10").
fn signed(lang: Lang, x: f32) -> String {
    let x = (f64::from(x) * 100.0).round() / 100.0;
    let digits = decimal(lang, x.abs(), 2);
    if x > 0.0 {
        format!("+{digits}")
    } else if x < 0.0 {
        format!("−{digits}")
    } else {
        digits
    }
}

impl HeatMap {
    /// The heat of a run of `games` games: `bases` gives, by id, how many games blue and red
    /// held each base at the end, `regions` how many each side claimed each region in;
    /// `captions` are the scene's labels (the bars go under a region's caption when it is
    /// below its medal). Ids the scene does not have are left out. The tooltips and the bars'
    /// text are written in `lang`.
    pub fn held<'a>(
        scene: &Scene,
        games: u32,
        bases: impl IntoIterator<Item = (&'a str, u32, u32)>,
        regions: impl IntoIterator<Item = (&'a str, u32, u32)>,
        captions: &[Label],
        lang: Lang,
    ) -> HeatMap {
        let held: Vec<(&str, u32, u32)> = bases.into_iter().collect();
        let g = games.max(1) as f32;
        let spots = bases_of(scene)
            .map(|(i, id, pos)| match held.iter().find(|h| h.0 == id) {
                Some(&(_, blue, red)) => {
                    let n = (blue + red) as f32;
                    let lean = if n == 0.0 {
                        0.0
                    } else {
                        (red as f32 - blue as f32) / n
                    };
                    let tip = tr!(
                        lang,
                        "heat-tip-held",
                        id = id,
                        lean = signed(lang, lean),
                        share = share(lang, f64::from(n / g), 0)
                    );
                    spot(i, pos, lean, n / g, true, tip)
                }
                None => spot(
                    i,
                    pos,
                    0.0,
                    0.0,
                    false,
                    tr!(lang, "heat-tip-absent", id = id),
                ),
            })
            .collect();
        let mut bars = Vec::new();
        for (id, blue, red) in regions {
            let Some(i) = scene.region_index(id) else {
                continue;
            };
            let medal = scene.regions[i].medal;
            let caption = captions
                .iter()
                .find(|l| l.owner == LabelOwner::Region(i) && l.placed.dir == Dir::Below);
            let top = match caption {
                Some(l) => l.placed.rect.y1 + 4.0,
                None => medal.y + MEDAL_R + 4.0,
            };
            let (w, h) = (MEDAL_R * 3.2, MEDAL_R * 0.35);
            let rect = Rect::new(medal.x - w / 2.0, top, medal.x + w / 2.0, top + h);
            let text = tr!(
                lang,
                "heat-bar",
                blue = share(lang, fraction(blue, games), 0),
                red = share(lang, fraction(red, games), 0)
            );
            let text_size = 11.0;
            let tw = text_width(&text, text_size);
            let text_rect = Rect::new(
                medal.x - tw / 2.0,
                rect.y1 + 2.0,
                medal.x + tw / 2.0,
                rect.y1 + 2.0 + text_size * 1.25,
            );
            bars.push(HeatBar {
                region: i,
                rect,
                blue: blue as f32 / g,
                red: red as f32 / g,
                text,
                text_size,
                text_rect,
            });
        }
        HeatMap {
            kind: HeatKind::Held,
            spots,
            bars,
            labels: Vec::new(),
        }
    }

    /// The difference of two runs on the bases both have: by id, how much more often red held
    /// each base in B than in A (−1 to 1; full strength at ±0.5).
    pub fn difference<'a>(
        scene: &Scene,
        diffs: impl IntoIterator<Item = (&'a str, f32)>,
        lang: Lang,
    ) -> HeatMap {
        let diffs: Vec<(&str, f32)> = diffs.into_iter().collect();
        let spots = bases_of(scene)
            .map(|(i, id, pos)| match diffs.iter().find(|d| d.0 == id) {
                Some(&(_, d)) => {
                    let lean = (2.0 * d).clamp(-1.0, 1.0);
                    spot(
                        i,
                        pos,
                        lean,
                        lean.abs(),
                        true,
                        tr!(lang, "heat-tip-diff", id = id, d = signed(lang, d)),
                    )
                }
                None => spot(
                    i,
                    pos,
                    0.0,
                    0.0,
                    false,
                    tr!(lang, "heat-tip-not-compared", id = id),
                ),
            })
            .collect();
        HeatMap {
            kind: HeatKind::Difference,
            spots,
            bars: Vec::new(),
            labels: Vec::new(),
        }
    }

    /// Places the bases' names, `size` high (map units), each beside its base where it covers
    /// the fewest paths, tints and names, and never over another name or a tint: a name that
    /// finds no such place is left out (its base's tooltip still names it).
    pub fn place_names(&mut self, scene: &Scene, size: f32) {
        let height = size * 1.2;
        let requests: Vec<Request> = self
            .spots
            .iter()
            .map(|s| {
                let text = scene.nodes[s.node].label_text();
                Request {
                    at: s.pos,
                    clear: s.r + size * 0.2,
                    width: text_width(text, size),
                    height,
                    dirs: Dir::ALL.to_vec(),
                }
            })
            .collect();
        let obstacles = Obstacles {
            segments: scene.paths.iter().map(|p| (p.a, p.b)).collect(),
            boxes: scene
                .nodes
                .iter()
                .map(|n| Rect::around(n.pos, n.extent().max(BASE_R * 1.05) + 1.0))
                .collect(),
        };
        let opts = PlaceOptions {
            max_width: f32::INFINITY,
            apart: true,
            ..PlaceOptions::default()
        };
        self.labels = self
            .spots
            .iter()
            .zip(labels::place(&requests, &obstacles, &opts))
            .filter_map(|(s, placed)| {
                Some(HeatLabel {
                    node: s.node,
                    text: scene.nodes[s.node].label_text().to_owned(),
                    size,
                    rect: placed?.rect,
                })
            })
            .collect();
    }
}

/// The scene's bases (not its HQs): index, id and place.
fn bases_of(scene: &Scene) -> impl Iterator<Item = (usize, &str, Point)> {
    scene
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| !matches!(n.kind, NodeKind::Hq(_)))
        .map(|(i, n)| (i, n.id.as_str(), n.pos))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::LabelStyle;
    use crate::map::Map;
    use crate::testkit::{bundled_map_path, load_map};

    /// Every bundled map, by name.
    fn bundled_maps() -> Vec<(String, Map)> {
        let dir = bundled_map_path("castle-field");
        let mut maps: Vec<(String, Map)> = std::fs::read_dir(dir.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .map(|p| (p.display().to_string(), load_map(&p)))
            .collect();
        maps.sort_by(|a, b| a.0.cmp(&b.0));
        assert!(maps.len() >= 8, "the bundled maps are found");
        maps
    }

    #[test]
    fn the_heat_runs_from_blue_through_white_to_red() {
        assert_eq!(heat_colour(-1.0, 1.0), HEAT_BLUE);
        assert_eq!(heat_colour(0.0, 1.0), HEAT_MIDDLE);
        assert_eq!(heat_colour(1.0, 1.0), HEAT_RED);
        assert_eq!(heat_colour(3.0, 0.5).a, 128);
        let half = heat_colour(0.5, 1.0);
        assert!(half.r > HEAT_RED.r && half.g > HEAT_RED.g && half.g < 255);
    }

    #[test]
    fn spots_and_bars_follow_the_counts() {
        for (name, map) in bundled_maps() {
            let scene = Scene::from_map(&map);
            let captions = scene.labels(&LabelStyle::default());
            let bases: Vec<(&str, u32, u32)> = map
                .bases
                .iter()
                .enumerate()
                .map(|(i, b)| (b.id.as_str(), i as u32 % 5, 2 * (i as u32 % 3)))
                .collect();
            let regions: Vec<(&str, u32, u32)> =
                map.regions.iter().map(|r| (r.id.as_str(), 3, 6)).collect();
            let heat = HeatMap::held(
                &scene,
                10,
                bases.iter().copied(),
                regions.iter().copied(),
                &captions,
                Lang::En,
            );
            assert_eq!(heat.spots.len(), map.bases.len(), "{name}");
            for s in &heat.spots {
                let n = &scene.nodes[s.node];
                assert_eq!(n.pos, s.pos);
                let &(_, b, r) = bases.iter().find(|b| b.0 == n.id).unwrap();
                assert!(
                    (s.weight - (b + r) as f32 / 10.0).abs() < 1e-6,
                    "{name} {}",
                    n.id
                );
                if b + r > 0 {
                    let lean = (r as f32 - b as f32) / (b + r) as f32;
                    assert!((s.lean - lean).abs() < 1e-6);
                    assert_eq!(s.fill, heat_colour(lean, 0.2 + 0.7 * s.weight));
                }
            }
            assert_eq!(heat.bars.len(), map.regions.len(), "{name}");
            for bar in &heat.bars {
                let (blue, red) = bar.parts();
                assert!((blue.width() - bar.rect.width() * 0.3).abs() < 1e-3);
                assert!((red.width() - bar.rect.width() * 0.6).abs() < 1e-3);
                assert_eq!(bar.text, "B 30% · R 60%");
                assert!(bar.text_rect.width() > 0.0);
                assert!(bar.rect.y0 > scene.regions[bar.region].medal.y + MEDAL_R);
                // Under the region's caption when that is below the medal.
                if let Some(c) = captions.iter().find(|l| {
                    l.owner == LabelOwner::Region(bar.region) && l.placed.dir == Dir::Below
                }) {
                    assert!(bar.rect.y0 >= c.placed.rect.y1);
                }
            }
        }
    }

    #[test]
    fn a_difference_is_full_at_half_the_games_and_missing_bases_are_plain() {
        let (_, map) = bundled_maps().into_iter().next().unwrap();
        let scene = Scene::from_map(&map);
        let a = map.bases[0].id.as_str();
        let heat = HeatMap::difference(&scene, [(a, 0.5)], Lang::En);
        let first = heat
            .spots
            .iter()
            .find(|s| scene.nodes[s.node].id == a)
            .unwrap();
        assert_eq!((first.lean, first.weight, first.compared), (1.0, 1.0, true));
        assert_eq!(first.fill, heat_colour(1.0, 0.9));
        assert!(
            heat.spots
                .iter()
                .filter(|s| s.node != first.node)
                .all(|s| !s.compared)
        );
    }

    #[test]
    fn the_names_on_the_heat_picture_never_overlap() {
        for (name, map) in bundled_maps() {
            let scene = Scene::from_map(&map);
            let mut heat = HeatMap::difference(&scene, [], Lang::En);
            // The report's size: 8 points on a picture 400 points wide, 50 units of margin.
            let b = scene.bounds().unwrap();
            heat.place_names(&scene, 8.0 * (b.width() + 100.0) / 400.0);
            let n = heat.labels.len();
            assert!(
                n * 10 >= heat.spots.len() * 9,
                "{name}: only {n} of {} names written",
                heat.spots.len()
            );
            for (i, a) in heat.labels.iter().enumerate() {
                assert!(a.rect.width() > 0.0 && a.rect.height() > 0.0);
                for b in &heat.labels[i + 1..] {
                    assert!(
                        !a.rect.overlaps(&b.rect),
                        "{name}: {:?} at {:?} and {:?} at {:?}",
                        a.text,
                        a.rect,
                        b.text,
                        b.rect
                    );
                }
                for s in &heat.spots {
                    assert!(
                        !a.rect.overlaps(&Rect::around(s.pos, s.r)),
                        "{name}: {:?} covers the base at {:?}",
                        a.text,
                        s.pos
                    );
                }
            }
        }
    }

    /// The tooltips and the bars' text are written in the reader's language, numbers in its form.
    #[test]
    fn the_heats_words_follow_the_language() {
        let map = load_map(&bundled_map_path("castle-field"));
        let scene = Scene::from_map(&map);
        let base = map.bases[0].id.as_str();
        let region = map.regions[0].id.as_str();
        let run = |lang| HeatMap::held(&scene, 8, [(base, 1, 3)], [(region, 3, 5)], &[], lang);
        let en = run(Lang::En);
        let spot = en
            .spots
            .iter()
            .find(|s| scene.nodes[s.node].id == base)
            .unwrap();
        assert_eq!(
            spot.tip,
            format!("{base}: lean +0.50, held in 50% of games")
        );
        assert_eq!(en.bars[0].text, "B 38% · R 63%");
        let fr = run(Lang::Fr);
        let spot = fr
            .spots
            .iter()
            .find(|s| scene.nodes[s.node].id == base)
            .unwrap();
        assert!(
            spot.tip.contains("+0,50") && spot.tip.contains("50"),
            "{}",
            spot.tip
        );
        assert!(
            !spot.tip.contains("held") && !spot.tip.contains("games"),
            "{}",
            spot.tip
        );
        assert!(fr.bars[0].text.contains("38") && fr.bars[0].text.contains("63"));
        let zh = run(Lang::Zh);
        assert!(
            zh.bars[0].text.contains('蓝') && zh.bars[0].text.contains('红'),
            "{}",
            zh.bars[0].text
        );
        let other = map.bases[1].id.as_str();
        let diff = HeatMap::difference(&scene, [(base, -0.25)], Lang::Es);
        let d = diff
            .spots
            .iter()
            .find(|s| scene.nodes[s.node].id == base)
            .unwrap();
        assert!(d.tip.contains("−0,25"), "{}", d.tip);
        let absent = diff
            .spots
            .iter()
            .find(|s| scene.nodes[s.node].id == other)
            .unwrap();
        assert!(
            absent.tip.starts_with(other) && !absent.tip.contains("not compared"),
            "{}",
            absent.tip
        );
    }
}
