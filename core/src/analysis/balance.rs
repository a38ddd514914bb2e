//! The balancer: a local search over small edits of a map until blue's share of the decided
//! games is within a band around one half at every level asked for, checked on fresh seeds,
//! with as few edits as it can find.
//!
//! The edits are a region's medals and a side's target one up or down, a path added between
//! nearby locations or taken away, and a special base made plain, made special where its mirror
//! image is, or moved to a neighbouring base. An edit is kept only when the map stays valid: no
//! error and no warning the draft did not have (a path may not cross another or cut a region
//! in two), apart from a target that now differs from the published battlefield's.
//!
//! Where the draft's drawing is a mirror image of itself with the sides swapped, an edit of a
//! part that matches its image is made on the image too, so what was symmetric stays so; a part
//! that differs from its image (the source of a symmetric draft's unfairness) is edited alone.
//!
//! A draft is searched only when some level's 95% interval lies wholly outside the band: short
//! of that, the games cannot tell it from a map within the band, and edits would chase noise.
//!
//! The search is a hill climb with restarts, on common random numbers. Each step plays every
//! edit of the current map on the same seeds at the first (cheapest) level, plays the few best
//! at every other level, and takes the one that leaves the worst level nearest one half. A map
//! within the band on the search seeds is played again on fresh seeds, twice as many games at
//! each level; it is an answer only when it holds there. Restart `r` starts with the `r`-th best
//! first edit instead of the best. An answer of several edits is then pruned: an edit whose
//! removal keeps the map within the band on fresh seeds is dropped.

use super::suggest::{Tweak, blue_wins, fraction, fresh_seed, share};
use super::{SimConfig, SimError, Start, wilson};
use crate::ai::AiSpec;
use crate::control::Control;
use crate::engine::{Board, GameOptions};
use crate::map::{Map, Path, Point, ProblemKind, SYMMETRY_TOLERANCE, Severity, Symmetry, validate};
use crate::pieces::Side;
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Settings of a balancing run.
#[derive(Clone, Debug, PartialEq)]
pub struct BalanceConfig {
    /// The levels the map must be fair at, each playing both seats; the first screens every
    /// edit, so it should be the cheapest.
    pub levels: Vec<AiSpec>,
    /// Games a map at each level on the search seeds (one number a level). The check on fresh
    /// seeds plays twice as many.
    pub games: Vec<usize>,
    /// The half-width of the band around one half, as a fraction (0.03 for 50 ± 3%).
    pub within: f64,
    /// The most edits an answer may make (a step on a part and its mirror image counts two).
    pub max_edits: usize,
    /// Searches started again from the draft with another first edit.
    pub restarts: usize,
    /// How many of the first level's best edits each step plays at the other levels.
    pub shortlist: usize,
    pub seed: u64,
    /// Worker threads; `None` uses every core.
    pub threads: Option<usize>,
    pub options: GameOptions,
}

impl Default for BalanceConfig {
    fn default() -> Self {
        BalanceConfig {
            levels: vec![
                AiSpec::Greedy,
                AiSpec::Mcts {
                    iterations: super::SMALL_MCTS,
                },
            ],
            games: vec![1000, 200],
            within: 0.03,
            max_edits: 4,
            restarts: 2,
            shortlist: 3,
            seed: 0,
            threads: None,
            options: GameOptions::default(),
        }
    }
}

/// Blue's share of the decided games at one level.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelShare {
    pub level: AiSpec,
    pub games: usize,
    /// Games with a winner.
    pub decided: usize,
    pub blue: f64,
    /// Wilson 95% interval.
    pub low: f64,
    pub high: f64,
}

impl LevelShare {
    fn of(level: AiSpec, wins: &[Option<f64>]) -> LevelShare {
        let (w, n) = share(wins);
        let (low, high) = wilson(w, n);
        LevelShare {
            level,
            games: wins.len(),
            decided: n,
            blue: fraction((w, n)),
            low,
            high,
        }
    }

    /// How far blue's share is from one half.
    pub fn off(&self) -> f64 {
        (self.blue - 0.5).abs()
    }
}

/// One step of an answer: an edit, and the same edit of its mirror image where the part
/// edited matched its image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub tweaks: Vec<Tweak>,
}

impl Step {
    /// The step in words, as `map` (the map it is made on) names its parts.
    pub fn describe(&self, map: &Map) -> String {
        let words: Vec<String> = self.tweaks.iter().map(|t| t.describe(map)).collect();
        match words.as_slice() {
            [one] => one.clone(),
            [one, mirror] => format!("{one}, and as its mirror image {mirror}"),
            _ => words.join("; "),
        }
    }

    fn apply(&self, map: &mut Map) -> bool {
        let mut changed = false;
        for t in &self.tweaks {
            changed |= t.apply(map);
        }
        changed
    }
}

/// What a balancing run found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Balanced {
    /// The band's half-width.
    pub within: f64,
    /// The draft at each level, on the fresh seeds.
    pub before: Vec<LevelShare>,
    /// Whether the draft is measurably outside the band at some level: its 95% interval there
    /// lies wholly above or below the band. When it is not, the games cannot tell it from a
    /// map within the band, and nothing is searched.
    pub needed: bool,
    /// Whether the answer is within the band at every level on the fresh seeds (for a draft
    /// left alone, whether its own shares are).
    pub reached: bool,
    /// The steps of the answer (empty when the draft is already within the band), or of the
    /// nearest map found when none reached it.
    pub steps: Vec<Step>,
    /// The answer at each level on the fresh seeds.
    pub after: Vec<LevelShare>,
    /// The balanced map (the draft when nothing was changed).
    pub map: Map,
    /// The mirror image the edits kept, when the draft's drawing has one.
    pub symmetry: Option<Symmetry>,
    /// Maps and games played in all.
    pub maps_played: usize,
    pub games_played: usize,
}

impl Balanced {
    /// How many edits the answer makes (a step on a part and its mirror image counts two).
    pub fn edits(&self) -> usize {
        edits(&self.steps)
    }
}

/// How the draft's drawing maps onto itself with the sides swapped: each location's image by
/// position, bases onto bases and HQs onto HQs of the other side.
#[derive(Clone, Debug)]
struct Mirror {
    symmetry: Symmetry,
    /// Lower-case id → the id of the image, as the map writes it.
    image: HashMap<String, String>,
}

impl Mirror {
    fn of(&self, id: &str) -> Option<&str> {
        self.image.get(&id.to_ascii_lowercase()).map(String::as_str)
    }

    /// The mirror image of the drawing of `map`, if it has one; when several transformations
    /// fit, the one under which most paths, regions and special marks already match.
    fn find(map: &Map) -> Option<Mirror> {
        let locs: Vec<(&str, Point, Option<Side>)> = map
            .bases
            .iter()
            .map(|b| (b.id.as_str(), b.pos, None))
            .chain(map.hqs.iter().map(|h| (h.id.as_str(), h.pos, Some(h.side))))
            .collect();
        if locs.is_empty()
            || locs
                .iter()
                .any(|l| !l.1.x.is_finite() || !l.1.y.is_finite())
        {
            return None;
        }
        let n = locs.len() as f64;
        let centre = Point::new(
            (locs.iter().map(|l| l.1.x as f64).sum::<f64>() / n) as f32,
            (locs.iter().map(|l| l.1.y as f64).sum::<f64>() / n) as f32,
        );
        Symmetry::ALL
            .into_iter()
            .filter_map(|s| {
                let mut image = HashMap::new();
                let mut used = vec![false; locs.len()];
                for (id, p, side) in &locs {
                    let q = s.apply(*p, centre);
                    let (j, _) = locs
                        .iter()
                        .enumerate()
                        .filter(|(j, l)| !used[*j] && l.2 == side.map(Side::other))
                        .map(|(j, l)| (j, l.1.distance(q)))
                        .filter(|&(_, d)| d <= SYMMETRY_TOLERANCE)
                        .min_by(|a, b| a.1.total_cmp(&b.1))?;
                    used[j] = true;
                    image.insert(id.to_ascii_lowercase(), locs[j].0.to_string());
                }
                let mirror = Mirror { symmetry: s, image };
                let score = mirror.matches(map);
                Some((score, mirror))
            })
            .max_by_key(|(score, _)| *score)
            .map(|(_, m)| m)
    }

    /// The image of a path, when both its ends have one.
    fn path(&self, a: &str, b: &str) -> Option<(String, String)> {
        Some((self.of(a)?.to_string(), self.of(b)?.to_string()))
    }

    /// The region whose ring is the image of `region`'s ring.
    fn region<'m>(&self, map: &'m Map, region: &str) -> Option<&'m crate::map::Region> {
        let r = map.region(region)?;
        let ring: HashSet<String> = r
            .ring
            .iter()
            .map(|id| self.of(id).map(str::to_ascii_lowercase))
            .collect::<Option<_>>()?;
        map.regions.iter().find(|o| {
            o.ring.len() == ring.len()
                && o.ring
                    .iter()
                    .all(|id| ring.contains(&id.to_ascii_lowercase()))
        })
    }

    /// How many paths, regions and special marks of `map` match their images.
    fn matches(&self, map: &Map) -> usize {
        let paths = map
            .paths
            .iter()
            .filter(|p| {
                self.path(&p.0, &p.1)
                    .is_some_and(|(a, b)| has_path(map, &a, &b))
            })
            .count();
        let regions = map
            .regions
            .iter()
            .filter(|r| {
                self.region(map, &r.id)
                    .is_some_and(|o| o.medals == r.medals)
            })
            .count();
        let marks = map
            .bases
            .iter()
            .filter(|b| {
                self.of(&b.id)
                    .is_some_and(|i| is_special(map, i) == b.special)
            })
            .count();
        paths + regions + marks
    }

    /// The same edit made on the mirror image, and whether the part edited matches its image
    /// now (then the two must be made together).
    fn twin(&self, map: &Map, t: &Tweak) -> Option<(Tweak, bool)> {
        Some(match t {
            Tweak::RegionMedals { id, from, to } => {
                let o = self.region(map, id)?;
                let to = (o.medals + to).checked_sub(*from)?;
                (
                    Tweak::RegionMedals {
                        id: o.id.clone(),
                        from: o.medals,
                        to,
                    },
                    o.medals == *from,
                )
            }
            Tweak::Target { side, from, to } => {
                let other = side.other();
                let o = map.targets[other];
                (
                    Tweak::Target {
                        side: other,
                        from: o,
                        to: (o + to).checked_sub(*from)?,
                    },
                    o == *from,
                )
            }
            Tweak::AddPath { a, b } | Tweak::RemovePath { a, b } => {
                let (ia, ib) = self.path(a, b)?;
                let image_there = has_path(map, &ia, &ib);
                let this_there = has_path(map, a, b);
                let twin = if matches!(t, Tweak::AddPath { .. }) {
                    Tweak::AddPath { a: ia, b: ib }
                } else {
                    Tweak::RemovePath { a: ia, b: ib }
                };
                (twin, image_there == this_there)
            }
            Tweak::Special { id, on } => {
                let i = self.of(id)?;
                (
                    Tweak::Special {
                        id: i.to_string(),
                        on: *on,
                    },
                    is_special(map, i) == is_special(map, id),
                )
            }
            Tweak::MoveSpecial { from, to } => {
                let (fi, ti) = (self.of(from)?, self.of(to)?);
                (
                    Tweak::MoveSpecial {
                        from: fi.to_string(),
                        to: ti.to_string(),
                    },
                    is_special(map, fi) == is_special(map, from)
                        && is_special(map, ti) == is_special(map, to),
                )
            }
        })
    }
}

fn has_path(map: &Map, a: &str, b: &str) -> bool {
    let p = Path::new(a, b);
    map.paths.iter().any(|q| q.same_pair(&p))
}

fn is_special(map: &Map, id: &str) -> bool {
    map.base(id).is_some_and(|b| b.special)
}

/// Every single edit of `map` worth trying, before the validity check.
fn tweaks(map: &Map, mirror: Option<&Mirror>) -> Vec<Tweak> {
    let mut out = super::suggest::candidates(map);
    // New paths: between two locations not yet joined, no farther apart than the longer paths
    // of the map; the validity check then refuses those that cross a path, run through a
    // location or cut a region in two.
    let pos: Vec<(&str, Point, bool)> = map
        .bases
        .iter()
        .map(|b| (b.id.as_str(), b.pos, false))
        .chain(map.hqs.iter().map(|h| (h.id.as_str(), h.pos, true)))
        .collect();
    let mut lengths: Vec<f32> = map
        .paths
        .iter()
        .filter_map(|p| Some(map.pos_of(&p.0)?.distance(map.pos_of(&p.1)?)))
        .filter(|d| d.is_finite())
        .collect();
    lengths.sort_by(f32::total_cmp);
    if let Some(&reach) = lengths.get(lengths.len() * 9 / 10) {
        for (i, (a, pa, hq_a)) in pos.iter().enumerate() {
            for (b, pb, hq_b) in &pos[i + 1..] {
                if !(*hq_a && *hq_b) && pa.distance(*pb) <= reach * 1.2 && !has_path(map, a, b) {
                    out.push(Tweak::AddPath {
                        a: a.to_string(),
                        b: b.to_string(),
                    });
                }
            }
        }
    }
    for p in &map.paths {
        out.push(Tweak::RemovePath {
            a: p.0.clone(),
            b: p.1.clone(),
        });
        // The image of a path that has none, wherever it is.
        if let Some((a, b)) = mirror.and_then(|m| m.path(&p.0, &p.1))
            && !has_path(map, &a, &b)
            && !out
                .iter()
                .any(|t| matches!(t, Tweak::AddPath { a: x, b: y } if Path::new(x, y).same_pair(&Path::new(&a, &b))))
        {
            out.push(Tweak::AddPath { a, b });
        }
    }
    if map.rule.is_some_and(|r| r.has_special_bases()) {
        for b in map.bases.iter().filter(|b| b.special) {
            out.push(Tweak::Special {
                id: b.id.clone(),
                on: false,
            });
            if let Some(i) = mirror.and_then(|m| m.of(&b.id))
                && !is_special(map, i)
            {
                out.push(Tweak::Special {
                    id: i.to_string(),
                    on: true,
                });
            }
            for n in map.neighbours(&b.id) {
                if map.base(n).is_some_and(|x| !x.special) {
                    out.push(Tweak::MoveSpecial {
                        from: b.id.clone(),
                        to: n.to_string(),
                    });
                }
            }
        }
    }
    out
}

/// How many problems of each kind a map has that bar an edit: every error, and the warnings
/// an edit must not add (all but a target other than the published one).
fn barred(map: &Map) -> HashMap<ProblemKind, usize> {
    let mut out = HashMap::new();
    for p in validate(map) {
        if p.kind != ProblemKind::TargetDiffers {
            *out.entry(p.kind).or_default() += 1;
        }
    }
    out
}

/// The steps that can be made on `map`: each tweak with its twin where it must have one, whose
/// result is valid and adds no problem the draft (with `allowed` problems) lacked.
fn steps(
    map: &Map,
    mirror: Option<&Mirror>,
    allowed: &HashMap<ProblemKind, usize>,
) -> Vec<(Step, Map)> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut out = Vec::new();
    for t in tweaks(map, mirror) {
        let mut step = Step {
            tweaks: vec![t.clone()],
        };
        if let Some((twin, paired)) = mirror.and_then(|m| m.twin(map, &t))
            && paired
            && twin != t
        {
            step.tweaks.push(twin);
        }
        let mut m = map.clone();
        if !step.apply(&mut m) || m == *map {
            continue;
        }
        let problems = barred(&m);
        let worse = problems.iter().any(|(k, n)| {
            k.severity() == Severity::Error || *n > allowed.get(k).copied().unwrap_or(0)
        });
        if worse || !seen.insert(key(&m)) {
            continue;
        }
        out.push((step, m));
    }
    out
}

/// A map's identity for the caches: its RON text, with the paths in one order (two edits
/// that add the same paths in another order make the same map).
fn key(map: &Map) -> String {
    let mut m = map.clone();
    for p in &mut m.paths {
        let (a, b) = (p.0.to_ascii_lowercase(), p.1.to_ascii_lowercase());
        *p = if a <= b { Path(a, b) } else { Path(b, a) };
    }
    m.paths.sort_by(|x, y| (&x.0, &x.1).cmp(&(&y.0, &y.1)));
    ron::to_string(&m).unwrap_or_default()
}

/// Plays maps at the levels of a run, on the search seeds or the fresh ones, remembering every
/// share it found.
struct Trials<'a> {
    config: &'a BalanceConfig,
    control: &'a Control,
    cache: HashMap<(String, usize, bool), LevelShare>,
    maps: usize,
    games: usize,
    /// The progress: steps done out of the most the run can take.
    step: u64,
    steps: u64,
}

impl Trials<'_> {
    /// Blue's share on `map` at level `l`, on the fresh seeds (twice the games) or the search
    /// seeds; `part` is how far into the current step this map is.
    fn share(
        &mut self,
        map: &Map,
        l: usize,
        fresh: bool,
        part: (u64, u64),
    ) -> Result<LevelShare, SimError> {
        let k = (key(map), l, fresh);
        if let Some(s) = self.cache.get(&k) {
            return Ok(s.clone());
        }
        self.control.check()?;
        let level = self.config.levels[l];
        let games =
            self.config.games.get(l).copied().unwrap_or(100).max(1) * if fresh { 2 } else { 1 };
        let seed = if fresh {
            fresh_seed(self.config.seed)
        } else {
            self.config.seed
        };
        let cfg = SimConfig {
            games,
            blue: level,
            red: level,
            seed,
            threads: self.config.threads,
            keep_records: true,
            ..SimConfig::default()
        };
        let board = Board::compile(map).map_err(|e| SimError::Position(e.to_string()))?;
        let start = Start::Setup {
            board: Arc::new(board),
            options: self.config.options,
        };
        let (i, n) = part;
        let step = self.control.part(self.step, self.steps).part(i, n.max(1));
        let wins = blue_wins(start.board(), &start, &cfg, &step)?;
        self.maps += 1;
        self.games += games;
        let s = LevelShare::of(level, &wins);
        self.cache.insert(k, s.clone());
        Ok(s)
    }

    /// `map` at every level; stops at the first level outside the band when `until_out`.
    fn all(
        &mut self,
        map: &Map,
        fresh: bool,
        until_out: bool,
    ) -> Result<Vec<LevelShare>, SimError> {
        let n = self.config.levels.len();
        let mut out = Vec::new();
        for l in 0..n {
            let s = self.share(map, l, fresh, (l as u64, n as u64))?;
            let out_of_band = s.off() > self.config.within;
            out.push(s);
            if until_out && out_of_band {
                break;
            }
        }
        Ok(out)
    }

    fn next_step(&mut self) {
        self.step = (self.step + 1).min(self.steps.saturating_sub(1));
        self.control.report_counted(self.step, self.steps);
    }
}

fn worst(shares: &[LevelShare]) -> f64 {
    shares.iter().map(LevelShare::off).fold(0.0, f64::max)
}

/// What the search seeds say of a map, set level by level on the best measure of the draft:
/// the draft's share over every game played on it (search and fresh seeds), plus the map's
/// paired difference from the draft on the search seeds. The search seeds' own luck, common to
/// every map played on them, then cancels out.
struct Level {
    /// Added to a share on the search seeds.
    bias: Vec<f64>,
}

impl Level {
    fn new(searched: &[LevelShare], fresh: &[LevelShare]) -> Level {
        let bias = searched
            .iter()
            .zip(fresh)
            .map(|(s, f)| {
                let n = (s.decided + f.decided) as f64;
                if n == 0.0 {
                    return 0.0;
                }
                let all = (s.blue * s.decided as f64 + f.blue * f.decided as f64) / n;
                all - s.blue
            })
            .collect();
        Level { bias }
    }

    /// How far from one half the map's share at level `l` is, by this measure.
    fn off(&self, s: &LevelShare, l: usize) -> f64 {
        (s.blue + self.bias.get(l).copied().unwrap_or(0.0) - 0.5).abs()
    }

    /// The farthest from one half of a map's levels.
    fn worst(&self, shares: &[LevelShare]) -> f64 {
        shares
            .iter()
            .enumerate()
            .map(|(l, s)| self.off(s, l))
            .fold(0.0, f64::max)
    }

    fn within(&self, shares: &[LevelShare], band: f64, levels: usize) -> bool {
        shares.len() == levels && self.worst(shares) <= band
    }
}

/// How many edits `steps` make (a step on a part and its mirror image counts two).
fn edits(steps: &[Step]) -> usize {
    steps.iter().map(|s| s.tweaks.len()).sum()
}

/// Whether some level's 95% interval lies wholly outside the band.
fn needed(shares: &[LevelShare], band: f64) -> bool {
    shares
        .iter()
        .any(|s| s.low > 0.5 + band || s.high < 0.5 - band)
}

fn within(shares: &[LevelShare], band: f64, levels: usize) -> bool {
    shares.len() == levels && shares.iter().all(|s| s.off() <= band)
}

/// A map found on the way, with its steps and its shares on the fresh seeds.
#[derive(Clone)]
struct Found {
    steps: Vec<Step>,
    map: Map,
    fresh: Vec<LevelShare>,
}

/// Searches edits of `map` until blue's share is within `config.within` of one half at every
/// level of `config`, on fresh seeds; see the module's notes. The progress counts the search's
/// steps out of the most it can take (it usually ends sooner); once `control` is cancelled the
/// games stop and the answer is [`SimError::Cancelled`].
pub fn balance_map(
    map: &Map,
    config: &BalanceConfig,
    control: &Control,
) -> Result<Balanced, SimError> {
    if config.levels.is_empty() {
        return Err(SimError::Position("no level to balance at".into()));
    }
    Board::compile(map).map_err(|e| SimError::Position(e.to_string()))?;
    let mirror = Mirror::find(map);
    let allowed = barred(map);
    let levels = config.levels.len();
    let band = config.within;
    let mut p = Trials {
        config,
        control,
        cache: HashMap::new(),
        maps: 0,
        games: 0,
        step: 0,
        steps: ((config.restarts + 1) * config.max_edits + 2) as u64,
    };
    let before = p.all(map, true, false)?;
    let done = |p: &Trials, found: Option<Found>, before: Vec<LevelShare>| {
        control.report_counted(p.steps, p.steps);
        let found = found.unwrap_or(Found {
            steps: Vec::new(),
            map: map.clone(),
            fresh: before.clone(),
        });
        Balanced {
            within: band,
            needed: needed(&before, band),
            reached: within(&found.fresh, band, levels),
            before,
            steps: found.steps,
            after: found.fresh,
            map: found.map,
            symmetry: mirror.as_ref().map(|m| m.symmetry),
            maps_played: p.maps,
            games_played: p.games,
        }
    };
    if within(&before, band, levels) || !needed(&before, band) {
        return Ok(done(&p, None, before));
    }
    p.next_step();

    let level = Level::new(&p.all(map, false, false)?, &before);
    let mut answer: Option<Found> = None;
    // The map nearest the band on fresh seeds, for a run that finds no answer.
    let mut nearest: Option<Found> = None;
    for restart in 0..=config.restarts {
        // Edits, not steps: a step on a part and its mirror image counts two.
        let most = answer
            .as_ref()
            .map_or(config.max_edits, |a| edits(&a.steps).saturating_sub(1));
        if most == 0 {
            break;
        }
        let mut cur = map.clone();
        let mut path: Vec<Step> = Vec::new();
        let mut visited: HashSet<String> = HashSet::from([key(map)]);
        let mut cur_shares = p.all(map, false, false)?;
        while edits(&path) < most {
            let room = most - edits(&path);
            let moves: Vec<(Step, Map)> = steps(&cur, mirror.as_ref(), &allowed)
                .into_iter()
                .filter(|(s, m)| s.tweaks.len() <= room && !visited.contains(&key(m)))
                .collect();
            if moves.is_empty() {
                break;
            }
            // Screen every move at the first level, on the same seeds.
            let mut screened = Vec::with_capacity(moves.len());
            let total = moves.len() as u64;
            for (i, (step, m)) in moves.into_iter().enumerate() {
                let s = p.share(&m, 0, false, (i as u64, total))?;
                screened.push((level.off(&s, 0), step, m));
            }
            let mut order: Vec<usize> = (0..screened.len()).collect();
            order.sort_by(|&a, &b| screened[a].0.total_cmp(&screened[b].0));
            // Restart `r` starts with the `r`-th best first edit of those that leave room for
            // an answer with fewer edits than the best so far (the screen's shares are cached,
            // so the order is the first run's).
            let forced = path.is_empty() && restart > 0;
            let shortlist: Vec<usize> = if forced {
                match order.get(restart) {
                    Some(&i) => vec![i],
                    None => break,
                }
            } else {
                let bar = level.off(&cur_shares[0], 0).max(band);
                order
                    .iter()
                    .copied()
                    .filter(|&i| screened[i].0 <= bar)
                    .take(config.shortlist.max(1))
                    .collect()
            };
            let mut best: Option<(f64, usize, Vec<LevelShare>)> = None;
            for &i in &shortlist {
                let m = &screened[i].2;
                let mut shares = vec![p.share(m, 0, false, (0, 1))?];
                for l in 1..levels {
                    shares.push(p.share(m, l, false, (l as u64, levels as u64))?);
                }
                let w = level.worst(&shares);
                // Of the moves that land within the band, the one with the fewest edits;
                // otherwise the one nearest the band.
                let n = screened[i].1.tweaks.len();
                let better = best.as_ref().is_none_or(|b| {
                    let nb = screened[b.1].1.tweaks.len();
                    match (w <= band, b.0 <= band) {
                        (true, false) => true,
                        (false, true) => false,
                        (true, true) if n != nb => n < nb,
                        _ => w < b.0,
                    }
                });
                if better {
                    best = Some((w, i, shares));
                }
            }
            let Some((w, i, shares)) = best else { break };
            if !forced && w >= level.worst(&cur_shares) {
                break;
            }
            let (_, step, m) = screened.swap_remove(i);
            visited.insert(key(&m));
            path.push(step);
            cur = m;
            cur_shares = shares;
            p.next_step();
            if level.within(&cur_shares, band, levels) {
                let fresh = p.all(&cur, true, true)?;
                let found = Found {
                    steps: path.clone(),
                    map: cur.clone(),
                    fresh,
                };
                if within(&found.fresh, band, levels) {
                    answer = Some(prune(found, map, &mut p, &level)?);
                    break;
                }
                if found.fresh.len() == levels
                    && nearest
                        .as_ref()
                        .is_none_or(|n| worst(&found.fresh) < worst(&n.fresh))
                {
                    nearest = Some(found);
                }
            }
        }
        if answer.is_none() && !path.is_empty() {
            let fresh = p.all(&cur, true, false)?;
            if nearest
                .as_ref()
                .is_none_or(|n| worst(&fresh) < worst(&n.fresh))
            {
                nearest = Some(Found {
                    steps: path,
                    map: cur,
                    fresh,
                });
            }
        }
    }
    let found = answer.or_else(|| nearest.filter(|n| worst(&n.fresh) < worst(&before)));
    Ok(done(&p, found, before))
}

/// `steps` made one after the other on `draft`, each change of medals or of a target by as
/// much as it changed before (so that dropping one step does not fold its change into the
/// next), with what each changes from restated; `None` when one no longer applies.
fn restate(steps: &[Step], draft: &Map) -> Option<(Vec<Step>, Map)> {
    let mut m = draft.clone();
    let mut out = Vec::with_capacity(steps.len());
    for step in steps {
        let mut tweaks = Vec::with_capacity(step.tweaks.len());
        for t in &step.tweaks {
            let t = match t {
                Tweak::RegionMedals { id, from, to } => {
                    let now = m.region(id)?.medals;
                    let to = (now + to).checked_sub(*from).filter(|&x| x >= 1)?;
                    Tweak::RegionMedals {
                        id: id.clone(),
                        from: now,
                        to,
                    }
                }
                Tweak::Target { side, from, to } => {
                    let now = m.targets[*side];
                    let to = (now + to).checked_sub(*from).filter(|&x| x >= 1)?;
                    Tweak::Target {
                        side: *side,
                        from: now,
                        to,
                    }
                }
                other => other.clone(),
            };
            if !t.apply(&mut m) {
                return None;
            }
            tweaks.push(t);
        }
        out.push(Step { tweaks });
    }
    Some((out, m))
}

/// Drops the steps of `found` whose removal keeps the map within the band on fresh seeds.
fn prune(mut found: Found, draft: &Map, p: &mut Trials, level: &Level) -> Result<Found, SimError> {
    let (band, levels) = (p.config.within, p.config.levels.len());
    let allowed = barred(draft);
    let mut i = 0;
    while found.steps.len() > 1 && i < found.steps.len() {
        let mut fewer = found.steps.clone();
        fewer.remove(i);
        let Some((steps, m)) = restate(&fewer, draft) else {
            i += 1;
            continue;
        };
        let valid = barred(&m).iter().all(|(k, n)| {
            k.severity() != Severity::Error && *n <= allowed.get(k).copied().unwrap_or(0)
        });
        if valid {
            let searched = p.all(&m, false, false)?;
            if level.within(&searched, band, levels) {
                let fresh = p.all(&m, true, true)?;
                if within(&fresh, band, levels) {
                    found = Found {
                        steps,
                        map: m,
                        fresh,
                    };
                    continue;
                }
            }
        }
        i += 1;
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::map_facts;

    fn castle() -> Map {
        Map::from_ron(
            include_str!("../../../maps/castle-field.ron"),
            "castle-field.ron",
        )
        .unwrap()
    }

    #[test]
    fn on_a_symmetric_map_every_edit_keeps_the_mirror_image_and_the_map_valid() {
        let map = castle();
        let mirror = Mirror::find(&map).expect("Castle Field is drawn point-symmetric");
        assert_eq!(mirror.symmetry, Symmetry::Point);
        let allowed = barred(&map);
        let moves = steps(&map, Some(&mirror), &allowed);
        assert!(moves.len() >= 10, "{} moves", moves.len());
        for kind in ["region", "target", "add", "remove", "special"] {
            assert!(
                moves.iter().any(|(s, _)| match &s.tweaks[0] {
                    Tweak::RegionMedals { .. } => kind == "region",
                    Tweak::Target { .. } => kind == "target",
                    Tweak::AddPath { .. } => kind == "add",
                    Tweak::RemovePath { .. } => kind == "remove",
                    Tweak::Special { .. } | Tweak::MoveSpecial { .. } => kind == "special",
                }),
                "no {kind} edit"
            );
        }
        for (step, m) in &moves {
            assert!(
                map_facts(m).is_symmetric(),
                "{} breaks the symmetry",
                step.describe(&map)
            );
            assert!(Board::compile(m).is_ok(), "{}", step.describe(&map));
            assert!(
                !validate(m).iter().any(|p| p.kind == ProblemKind::PathsCross
                    || p.kind == ProblemKind::RingDiffersFromDrawing),
                "{} crosses a path or cuts a region",
                step.describe(&map)
            );
        }
    }

    #[test]
    fn a_part_that_differs_from_its_image_is_edited_alone() {
        // A shortcut next to blue's HQ has no image: taking it away, or adding its image, is one
        // edit, and either gives the symmetric map back.
        let mut map = castle();
        map.paths.push(Path::new("blue-hq", "market-square"));
        let mirror = Mirror::find(&map).expect("the drawing is still symmetric");
        let moves = steps(&map, Some(&mirror), &barred(&map));
        let remove = moves
            .iter()
            .find(|(s, _)| {
                s.tweaks
                    == [Tweak::RemovePath {
                        a: "blue-hq".into(),
                        b: "market-square".into(),
                    }]
            })
            .expect("taking the shortcut away is an edit of its own");
        assert_eq!(remove.1, castle());
        let mirrored = moves
            .iter()
            .find(|(s, _)| {
                matches!(s.tweaks.as_slice(), [Tweak::AddPath { a, b }]
                    if Path::new(a, b).same_pair(&Path::new("red-hq", "red-market-square")))
            })
            .expect("adding the shortcut's image is an edit of its own");
        assert!(map_facts(&mirrored.1).is_symmetric());
    }

    #[test]
    fn a_cancelled_search_says_so() {
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let control = Control::with_cancel(cancel);
        let r = balance_map(&castle(), &BalanceConfig::default(), &control);
        assert!(matches!(r, Err(SimError::Cancelled)), "{r:?}");
    }
}
