//! The claims a line makes true, derived from the states before and after it: what an author
//! starts from when writing a step's claims, and what the property tests check every claim
//! against.

use super::*;

/// The claims that hold after a line, derived from the states before and after it: the outcome,
/// the medals gained, the regions claimed, the new tops of the stacks that changed and their
/// connection, the racks, reserves, discard and freezes that changed, who acts next and what is
/// pending. Every claim returned verifies on the line that led from `before` to `after`.
pub fn claims_after(before: &State, after: &State) -> Vec<Claim> {
    let b = after.board();
    let mut out = vec![Claim::Legal];
    match after.outcome() {
        Some(o) => out.push(Claim::Wins {
            side: o.winner,
            how: o.end,
        }),
        None => out.push(Claim::NoWinner),
    }
    let mover = before.turn_side();
    for side in [mover, mover.other()] {
        let gained = after.medals(side).saturating_sub(before.medals(side));
        if side == mover || gained > 0 {
            out.push(Claim::MedalsGained { side, n: gained });
        }
    }
    for side in [mover, mover.other()] {
        let ids: Vec<String> = b
            .regions()
            .filter(|&r| before.claimed_by(r) != Some(side) && after.claimed_by(r) == Some(side))
            .map(|r| b.region_id(r).to_string())
            .collect();
        if !ids.is_empty() {
            out.push(Claim::RegionsClaimed { by: side, ids });
        }
    }
    for side in [mover, mover.other()] {
        if after.medals(side) != before.medals(side) {
            out.push(Claim::Medals {
                side,
                n: after.medals(side),
            });
        }
    }
    let conn_before = [before.connected(Side::Blue), before.connected(Side::Red)];
    let conn_after = [after.connected(Side::Blue), after.connected(Side::Red)];
    for l in b.locations() {
        let changed = before.stack(l) != after.stack(l);
        let id = b.id(l).to_string();
        if changed {
            match after.top(l) {
                Some(Piece(side, troop)) => out.push(Claim::Top {
                    loc: id.clone(),
                    side,
                    troop,
                }),
                None => out.push(Claim::Empty { loc: id.clone() }),
            }
        }
        if !b.is_base(l) {
            continue;
        }
        if let Some(Piece(side, _)) = after.top(l) {
            let now = conn_after[side.index()].contains(l);
            let was_owner = before.top(l).map(|p| p.0) == Some(side);
            let then = conn_before[side.index()].contains(l);
            if changed || !was_owner || now != then {
                out.push(if now {
                    Claim::Connected { side, loc: id }
                } else {
                    Claim::CutOff { side, loc: id }
                });
            }
        }
    }
    for side in [mover, mover.other()] {
        if after.rack_len(side) != before.rack_len(side) {
            out.push(Claim::RackSize {
                side,
                n: after.rack_len(side) as u32,
            });
        }
        if after.reserve_len(side) != before.reserve_len(side) {
            out.push(Claim::ReserveSize {
                side,
                n: after.reserve_len(side) as u32,
            });
        }
        let (fa, fb) = (
            after.frozen_list(side).len(),
            before.frozen_list(side).len(),
        );
        if fa != fb {
            out.push(Claim::Frozen { side, n: fa as u32 });
        }
    }
    for side in [mover, mover.other()] {
        for troop in Troop::ALL {
            let (na, nb) = (
                discard_count(after, side, troop),
                discard_count(before, side, troop),
            );
            if na != nb {
                out.push(Claim::DiscardHas { side, troop, n: na });
            }
        }
    }
    if let Some(side) = after.to_move() {
        out.push(Claim::ToMove { side });
        out.push(Claim::Pending {
            effect: after.pending(),
        });
    }
    out
}
