//! Missed chances: plays AI-against-AI games and counts, at the start of every turn, what the
//! side to move could have done and what it did: close a region (win medals), stop the opponent
//! from taking its HQ next turn, stop the opponent from closing a region next turn. Then the
//! ending mix. It reads the full state (it is a referee, not a player), so it can say what was on
//! offer; the players themselves only see their side's view.
//!
//! ```text
//! cargo run -p toyforge-core --release --example missed_chances -- MAP.ron BLUE RED GAMES
//! ```

use std::sync::Arc;
use toyforge_core::ai::{AiSpec, Control, choose_for};
use toyforge_core::analysis::{game_seed, player_seed};
use toyforge_core::engine::{Action, Board, EndReason, GameOptions, PLAYOUT_CAP, State};
use toyforge_core::pieces::Side;

/// What the turns of a run offered and what was done with it.
#[derive(Default, Debug)]
struct Tally {
    turns: u32,
    /// A placement this turn would claim a region.
    close_offered: u32,
    close_taken: u32,
    /// The opponent could take this side's HQ next turn unless it acted; some action stops it.
    hq_threat: u32,
    hq_blockable: u32,
    hq_blocked: u32,
    /// The opponent could close a region next turn; some action stops it.
    region_threat: u32,
    region_blockable: u32,
    region_blocked: u32,
    ends: [u32; 4],
    medals_at_end: u32,
}

/// Plays `a` and answers the side's own follow-up effects (skipping them when it may) until
/// the turn passes or the game ends.
fn after_turn(st: &State, a: &Action) -> State {
    let side = st.turn_side();
    let mut s = st.clone();
    s.play_unchecked(a);
    let mut buf = Vec::new();
    while !s.is_over() && s.to_move() == Some(side) && !s.at_turn_start() {
        s.legal_actions(&mut buf);
        let Some(&b) = buf.iter().find(|b| **b == Action::Skip).or(buf.first()) else {
            break;
        };
        s.play_unchecked(&b);
    }
    s
}

/// Whether `side`, to move at the start of its turn, can place on an enemy HQ.
fn hq_win(st: &State, side: Side) -> bool {
    if st.to_move() != Some(side) {
        return false;
    }
    let hqs = st.board().hqs_of(side.other());
    let mut buf = Vec::new();
    st.legal_actions(&mut buf);
    buf.iter()
        .any(|a| matches!(a, Action::Place(_, l) if hqs.contains(*l)))
}

/// Whether `side`, to move, has a placement that claims a region.
fn can_close(st: &State, side: Side) -> bool {
    if st.to_move() != Some(side) {
        return false;
    }
    let mut buf = Vec::new();
    st.legal_actions(&mut buf);
    let before = st.medals(side);
    buf.iter()
        .filter(|a| matches!(a, Action::Place(..)))
        .any(|a| {
            let mut s = st.clone();
            s.play_unchecked(a);
            s.medals(side) > before
        })
}

/// A test of what a side to move could do next.
type Threat = fn(&State, Side) -> bool;

/// Whether the turn that led to `after` left the opponent `threat` (its side to move).
fn survives(after: &State, me: Side, threat: Threat) -> bool {
    after.outcome().is_some_and(|o| o.winner == me) || !threat(after, me.other())
}

/// What a turn offered its side: a region to close, an HQ threat and a region threat that some
/// action stops.
#[derive(Default)]
struct Offer {
    close: bool,
    hq: bool,
    region: bool,
}

/// Counts what the turn starting at `st` offers its side.
fn offered(st: &State, t: &mut Tally) -> Offer {
    let me = st.turn_side();
    let mut legal = Vec::new();
    st.legal_actions(&mut legal);
    t.turns += 1;
    let mut offer = Offer {
        close: can_close(st, me),
        ..Offer::default()
    };
    t.close_offered += offer.close as u32;
    // What the opponent could do if this turn changed nothing on the board: a draw.
    let Some(idle) = legal.iter().find(|a| matches!(a, Action::Draw(_))) else {
        return offer;
    };
    let idle = after_turn(st, idle);
    let checks: [(Threat, usize); 2] = [(hq_win, 0), (can_close, 1)];
    for (threat, i) in checks {
        if idle.is_over() || !threat(&idle, me.other()) {
            continue;
        }
        let blockable = legal
            .iter()
            .any(|a| survives(&after_turn(st, a), me, threat));
        let (seen, can) = if i == 0 {
            (&mut t.hq_threat, &mut t.hq_blockable)
        } else {
            (&mut t.region_threat, &mut t.region_blockable)
        };
        *seen += 1;
        if blockable {
            *can += 1;
            if i == 0 {
                offer.hq = true;
            } else {
                offer.region = true;
            }
        }
    }
    offer
}

fn play(board: &Arc<Board>, blue: AiSpec, red: AiSpec, index: usize, t: &mut Tally) {
    let seed = game_seed(0, index);
    let first = if index.is_multiple_of(2) {
        Side::Blue
    } else {
        Side::Red
    };
    let options = GameOptions {
        first_player: Some(first),
        ..GameOptions::default()
    };
    let mut st = State::new_game(board.clone(), seed, options);
    let mut players = [
        blue.build(player_seed(seed, Side::Blue)),
        red.build(player_seed(seed, Side::Red)),
    ];
    let mut actions = 0;
    while !st.is_over() && actions < PLAYOUT_CAP {
        let me = st.turn_side();
        let medals = st.medals(me);
        let offer = offered(&st, t);
        while !st.is_over() && st.turn_side() == me && actions < PLAYOUT_CAP {
            let side = st.to_move().expect("the game is on");
            let Some(a) = choose_for(players[side.index()].as_mut(), &st, &Control::default())
            else {
                break;
            };
            st.play(&a).expect("the AI plays legal actions");
            actions += 1;
        }
        if offer.close && st.medals(me) > medals {
            t.close_taken += 1;
        }
        if offer.hq && survives(&st, me, hq_win) {
            t.hq_blocked += 1;
        }
        if offer.region && survives(&st, me, can_close) {
            t.region_blocked += 1;
        }
    }
    let end = match st.outcome().map(|o| o.end) {
        Some(EndReason::Hq) => 0,
        Some(EndReason::Medals) => 1,
        Some(EndReason::Stalled) => 2,
        None => 3,
    };
    t.ends[end] += 1;
    t.medals_at_end += st.medals(Side::Blue) + st.medals(Side::Red);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [map, blue, red, games] = args.as_slice() else {
        eprintln!("usage: missed_chances MAP.ron BLUE RED GAMES");
        std::process::exit(2);
    };
    let map = toyforge_core::map::Map::load(map.as_ref()).expect("the map loads");
    let board = Arc::new(Board::compile(&map).expect("the map compiles"));
    let (blue, red): (AiSpec, AiSpec) = (blue.parse().expect("AI"), red.parse().expect("AI"));
    let games: usize = games.parse().expect("a number of games");
    let mut t = Tally::default();
    for i in 0..games {
        play(&board, blue, red, i, &mut t);
    }
    let pct = |a: u32, b: u32| 100.0 * a as f64 / b.max(1) as f64;
    println!("{} {blue} vs {red}, {games} games", map.name);
    println!(
        "  ends: HQ {} medals {} stalled {} unfinished {}; medals claimed per game {:.1}",
        t.ends[0],
        t.ends[1],
        t.ends[2],
        t.ends[3],
        t.medals_at_end as f64 / games as f64
    );
    println!(
        "  turns {}: region close offered {} taken {} ({:.0}%)",
        t.turns,
        t.close_offered,
        t.close_taken,
        pct(t.close_taken, t.close_offered)
    );
    println!(
        "  HQ threatened {} blockable {} blocked {} ({:.0}%)",
        t.hq_threat,
        t.hq_blockable,
        t.hq_blocked,
        pct(t.hq_blocked, t.hq_blockable)
    );
    println!(
        "  region threatened {} blockable {} blocked {} ({:.0}%)",
        t.region_threat,
        t.region_blockable,
        t.region_blocked,
        pct(t.region_blocked, t.region_blockable)
    );
}
