//! The weights of the static evaluation's terms ([`super::eval`]): the hand-set defaults every
//! level but the expert plays with, and the expert's, fitted to the outcomes of played games.

/// The weights of the evaluation's terms, in hundredths of a medal unless a field says
/// otherwise. [`EvalWeights::default`] holds the weights every level but the expert plays with
/// (its own are [`EvalWeights::fitted`]); another set is for measuring a change by play
/// (`core/examples/tune_eval.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvalWeights {
    /// Each base a side tops.
    pub base: f32,
    /// Each base a side tops, times how safe it is from being covered before its side can
    /// answer (0 to 1).
    pub safe: f32,
    /// Each base a side tops, times how well its top troop holds it (the share of the troop
    /// types that cannot cover it).
    pub hold: f32,
    /// Each base a side tops that is connected to its HQs.
    pub connected: f32,
    /// Share of a region's medals that holding its whole ring would be worth in the progress
    /// term, uncontested and contested. A ring not yet closed can still be taken from: these
    /// and `closing` are half of what they were, which was set by play. At the earlier weights
    /// the players chased regions with troops the opponent covered next turn, and passed up a
    /// claim to set up rings one base short elsewhere; at these, greedy beats the earlier
    /// greedy in about 64% of the games on Castle Field and City of Clouds and claims more of
    /// the medals (300 games a map, both seats, `docs/balance-guide.md`).
    pub progress: [f32; 2],
    /// Share of a region's medals at stake when a side is one base from closing it, where
    /// closing it does not win (the rest of its worth is in the progress term).
    pub closing: f32,
    /// Share of a ring's stake counted when I am one base from closing it and the opponent
    /// moves next: it can block the ring, and a ring one base short is worth much less than a
    /// claim.
    pub open_ring: f32,
    /// Each step nearer the enemy HQ that a side's connection reaches than the other's does.
    pub nearest: f32,
    /// Each base more that a side may place on by connection.
    pub area: f32,
    /// A multiple of the worth of my own rack's troops (the evaluation's `RACK_VALUE`, per type).
    pub rack: f32,
    /// Each troop on the opponent's rack.
    pub opp_rack: f32,
    /// An empty rack, taken from its side.
    pub empty_rack: f32,
    /// Being able to take the enemy HQ within a turn when the opponent moves first (it may
    /// block).
    pub attack_later: f32,
    /// Each medal of the lead, times the square of the share of both reserves drawn: near the
    /// end the game can stall and go to the side with more medals (RULES 6.4).
    pub late_medal: f32,
    /// A multiple of the own rack's worth ([`EvalWeights::rack`]) added times the square of
    /// the share of both reserves drawn: positive when troops kept back are worth more as the
    /// game nears its end (the fit found so), negative when less.
    pub late_rack: f32,
}

impl EvalWeights {
    /// The weights' names, as [`EvalWeights::get`] and [`EvalWeights::set`] take them (the
    /// two shares of `progress` are `progress0` and `progress1`).
    pub const NAMES: [&'static str; 16] = [
        "base",
        "safe",
        "hold",
        "connected",
        "progress0",
        "progress1",
        "closing",
        "open_ring",
        "nearest",
        "area",
        "rack",
        "opp_rack",
        "empty_rack",
        "attack_later",
        "late_medal",
        "late_rack",
    ];

    fn field(&mut self, name: &str) -> Option<&mut f32> {
        Some(match name {
            "base" => &mut self.base,
            "safe" => &mut self.safe,
            "hold" => &mut self.hold,
            "connected" => &mut self.connected,
            "progress0" => &mut self.progress[0],
            "progress1" => &mut self.progress[1],
            "closing" => &mut self.closing,
            "open_ring" => &mut self.open_ring,
            "nearest" => &mut self.nearest,
            "area" => &mut self.area,
            "rack" => &mut self.rack,
            "opp_rack" => &mut self.opp_rack,
            "empty_rack" => &mut self.empty_rack,
            "attack_later" => &mut self.attack_later,
            "late_medal" => &mut self.late_medal,
            "late_rack" => &mut self.late_rack,
            _ => return None,
        })
    }

    /// The weight named `name`, if there is one.
    pub fn get(&self, name: &str) -> Option<f32> {
        let mut copy = *self;
        copy.field(name).map(|v| *v)
    }

    /// Sets the weight named `name`; `false` when no weight has that name.
    pub fn set(&mut self, name: &str, value: f32) -> bool {
        self.field(name).map(|v| *v = value).is_some()
    }

    /// Every weight as `name=value`, separated by spaces, in the order of [`EvalWeights::NAMES`].
    pub fn describe(&self) -> String {
        EvalWeights::NAMES
            .iter()
            .filter_map(|n| self.get(n).map(|v| format!("{n}={v}")))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The expert level's weights, with its sigmoid's scale [`EvalWeights::FITTED_SCALE`]:
    /// fitted to the outcomes of 300 games between the earlier expert settings (5,000
    /// iterations) and the default search (2,000) on Castle Field, every position seen by both
    /// sides, one weight at a time to the lowest log loss of the leaf's win chance
    /// (`core/examples/fit_eval.rs`; `docs/ai-strength.md` has the command and the fit). They
    /// value the hold of the tops, the racks and the threats on the HQs far above what the
    /// hand-set weights do, against medals that keep their fixed worth of 100.
    pub fn fitted() -> EvalWeights {
        EvalWeights {
            base: 0.3901844,
            safe: 0.17341524,
            hold: 554.98016,
            connected: 228.37207,
            progress: [0.0016699252, 2.9136798],
            closing: 1.2060663,
            open_ring: 0.023703706,
            nearest: 27.55571,
            area: 0.052024588,
            rack: 34.340195,
            opp_rack: 533.9294,
            empty_rack: 103.65967,
            attack_later: 1809.9515,
            late_medal: -0.10149592,
            late_rack: 0.37346402,
        }
    }

    /// The sigmoid's scale the fitted weights were fitted with (evaluation points that make a
    /// win chance of 73%).
    pub const FITTED_SCALE: f32 = 1679.8612;
}

impl Default for EvalWeights {
    fn default() -> Self {
        EvalWeights {
            base: 8.0,
            safe: 10.0,
            hold: 4.0,
            connected: 4.0,
            progress: [0.325, 0.125],
            closing: 0.3,
            open_ring: 0.1,
            nearest: 18.0,
            area: 2.0,
            rack: 1.0,
            opp_rack: 14.0,
            empty_rack: 25.0,
            attack_later: 250.0,
            late_medal: 0.0,
            late_rack: 0.0,
        }
    }
}
