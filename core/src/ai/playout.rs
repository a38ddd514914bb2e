//! The light policy of the tree search's playouts: a quick score of each legal action without
//! playing it, read from the counted actions, and the best of them with a little noise (or a
//! random action now and then).

use super::eval::{Knowledge, RACK_VALUE, hold};
use crate::engine::{Action, Loc, State};
use crate::limits::MAX_PLAY_LOCATIONS;
use crate::pieces::{Side, Troop};
use rand::{Rng, RngCore};
use rand_pcg::Pcg64Mcg;

const LOCS: usize = MAX_PLAY_LOCATIONS;

/// A cheap action choice for playouts: the best by [`quick_score`], or a random action with
/// probability `epsilon`; `None` when there is no legal action. The actions are counted, never
/// listed: a lone or random one is picked by its index, and placements are scored from the
/// counted masks, each location's part once.
pub(crate) fn light_policy(
    st: &State,
    k: &Knowledge,
    epsilon: f32,
    rng: &mut Pcg64Mcg,
) -> Option<Action> {
    let legal = st.legal();
    match legal.len() {
        0 => return None,
        1 => return legal.get(0),
        n if rng.random::<f32>() < epsilon => return legal.get(rng.random_range(0..n)),
        _ => {}
    }
    let side = st.to_move().expect("the game is not over");
    let tops = [st.controlled(Side::Blue).0, st.controlled(Side::Red).0];
    let mut noise = Noise::default();
    let mut best = None;
    let mut best_score = f32::NEG_INFINITY;
    let mut consider = |a: Action, sc: f32, rng: &mut Pcg64Mcg| {
        let sc = sc + noise.next(rng);
        if sc > best_score {
            best_score = sc;
            best = Some(a);
        }
    };
    if let Some(a) = legal.lead() {
        consider(a, quick_score(st, &a, k, tops, side), rng);
    }
    // Each location's part of the score is worked out once, for the first troop that may go
    // there (NaN: not yet), from the regions that still hold medals.
    let live = live_regions(st, k);
    let mut site = [f32::NAN; LOCS];
    let mut exposed = [false; LOCS];
    for (t, &m) in legal.placements().iter().enumerate() {
        let troop = Troop::from_index(t);
        let mut bits = m;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize & (LOCS - 1);
            bits &= bits - 1;
            let l = Loc(i as u8);
            if site[i].is_nan() {
                match place_site(st, l, k, tops, side, live) {
                    Some((sc, e)) => (site[i], exposed[i]) = (sc, e),
                    // Taking the enemy HQ wins: nothing scores higher.
                    None => return Some(Action::Place(troop, l)),
                }
            }
            consider(
                Action::Place(troop, l),
                with_troop(site[i], exposed[i], troop),
                rng,
            );
        }
    }
    for a in legal.after_placements() {
        consider(a, quick_score(st, &a, k, tops, side), rng);
    }
    best
}

/// The little noise that breaks ties between quick scores: uniform in `0..0.5`, four values
/// from each 64 random bits.
#[derive(Default)]
struct Noise {
    bits: u64,
    left: u32,
}

impl Noise {
    #[inline]
    fn next(&mut self, rng: &mut Pcg64Mcg) -> f32 {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 4;
        }
        let v = (self.bits & 0xFFFF) as f32;
        self.bits >>= 16;
        self.left -= 1;
        v * (0.5 / 65536.0)
    }
}

/// A rough worth of an action without playing it: wins, claims, captures, progress in regions
/// and towards the enemy HQ, useful effects.
pub(crate) fn quick_score(
    st: &State,
    a: &Action,
    k: &Knowledge,
    tops: [u128; 2],
    side: Side,
) -> f32 {
    match *a {
        Action::Place(t, l) => match place_site(st, l, k, tops, side, live_regions(st, k)) {
            Some((sc, exposed)) => with_troop(sc, exposed, t),
            None => WIN_SCORE,
        },
        Action::Draw(_) => {
            if st.at_turn_start() {
                6.0 - 1.5 * st.rack_len(side) as f32
            } else {
                8.0
            }
        }
        Action::Discard(l) => {
            10.0 + st.top(l).and_then(|p| p.troop().strength()).unwrap_or(3) as f32
        }
        Action::DiscardRack(_) => 8.0,
        Action::Freeze(_) => 5.0,
        Action::Revive(t) => 4.0 + RACK_VALUE[t.index()] * 0.2,
        Action::Move(_, _) => 3.0,
        Action::Recall(l) => recall_score(st, l, side),
        Action::Skip => 0.0,
    }
}

/// The regions whose medals are still to be claimed, a bit each.
#[inline]
fn live_regions(st: &State, k: &Knowledge) -> u128 {
    st.unclaimed & k.medal_regions
}

/// The part of a placement's quick score that depends on its location only (captures, regions
/// among `live` ([`live_regions`]), distance to the enemy HQ) and whether the location is exposed
/// to the enemy; `None` when the placement takes the enemy HQ.
#[inline(always)]
fn place_site(
    st: &State,
    l: Loc,
    k: &Knowledge,
    tops: [u128; 2],
    side: Side,
    live: u128,
) -> Option<(f32, bool)> {
    let s = side.index();
    let o = s ^ 1;
    let i = l.index();
    let bit = 1u128 << i;
    if k.hqs[o] & bit != 0 {
        return None;
    }
    let mut sc = k.closeness[o][i];
    // Only bases hold troops, and `tops` are the bases each side tops.
    let capture = tops[o] & bit != 0;
    if capture {
        sc += 6.0 + st.top(l).and_then(|p| p.troop().strength()).unwrap_or(3) as f32;
    }
    let mut regions = k.base_regions[i] & live;
    while regions != 0 {
        let r = regions.trailing_zeros() as usize;
        regions &= regions - 1;
        let ring = k.rings[r];
        if ring & tops[o] & !bit != 0 {
            continue;
        }
        let mine = (ring & tops[s]) | bit;
        let w = k.region_medals[r] as f32;
        if mine == ring {
            sc += 200.0 * w;
        } else {
            let f = mine.count_ones() as f32 / k.ring_len[r] as f32;
            sc += 10.0 * w * f * f;
        }
    }
    Some((sc, capture || k.neighbours[i] & tops[o] != 0))
}

/// A placement's score from its location's ([`place_site`]) and its troop: hold what is
/// threatened with strength, spend cheap troops elsewhere.
#[inline]
fn with_troop(mut sc: f32, exposed: bool, t: Troop) -> f32 {
    if exposed {
        sc += 6.0 * hold(t.index());
    } else {
        sc -= 0.3 * RACK_VALUE[t.index()];
    }
    sc
}

/// The quick score of a placement that wins the game.
const WIN_SCORE: f32 = 1e6;

/// Recalling pays when the troop is cut off from the HQ or about to be covered.
fn recall_score(st: &State, l: Loc, side: Side) -> f32 {
    let s = side.index();
    let (_, connected) = st.connection(s);
    if connected & (1u128 << l.index()) == 0 {
        2.0
    } else if st.top(l).is_some_and(|p| p.troop() == Troop::Kwak) {
        -1.0
    } else {
        -3.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameOptions;
    use crate::testkit::bundled_board;
    use rand::SeedableRng;

    /// The policy scores each placement from its location's part worked out once and the
    /// regions still holding medals read once a step: along random games on every bundled map,
    /// its choice (without random picks) is a best action by [`quick_score`] over the listed
    /// legal actions, up to the tie-breaking noise, and a win whenever one is there.
    #[test]
    fn the_policy_plays_a_best_quick_score() {
        let mut checked = 0;
        for stem in [
            "castle-field",
            "battlefield",
            "caribbean-sea",
            "city-of-clouds",
            "cursed-cemetery",
            "station-metal-x",
            "tropical-pool",
            "volcanic-jungle",
        ] {
            let board = bundled_board(stem);
            let k = Knowledge::new(&board);
            let mut rng = Pcg64Mcg::seed_from_u64(7);
            let mut legal = Vec::new();
            for seed in 0..6 {
                let mut st = State::new_game(board.clone(), seed, GameOptions::default());
                while let Some(side) = st.to_move() {
                    st.legal_actions(&mut legal);
                    let tops = [st.controlled(Side::Blue).0, st.controlled(Side::Red).0];
                    let best = legal
                        .iter()
                        .map(|a| quick_score(&st, a, &k, tops, side))
                        .fold(f32::NEG_INFINITY, f32::max);
                    let a = light_policy(&st, &k, 0.0, &mut rng).expect("a legal action");
                    assert!(legal.contains(&a), "{stem}: {a:?} is not legal");
                    let score = quick_score(&st, &a, &k, tops, side);
                    assert!(
                        score >= best - 0.5,
                        "{stem} seed {seed}: {a:?} scores {score}, the best {best}"
                    );
                    checked += 1;
                    // On with a random action, so the games reach every kind of position.
                    let next = legal[rng.random_range(0..legal.len())];
                    st.play_unchecked(&next);
                }
            }
        }
        assert!(checked > 1000, "only {checked} positions");
    }
}
