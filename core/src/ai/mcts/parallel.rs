//! The searches of one decision on several threads ([`MctsConfig::threads`]): root-parallel,
//! each thread growing a tree of its own from its own samples of the hidden troops, with its
//! share of the iterations and of the tree limits; the roots' visits and values are added up.
//! The threads share nothing while they search, so a seed and a number of threads give the
//! same choice on any machine, at once or in slices.

use super::{Knowledge, MctsConfig, Search, SearchResult, Setup, Tree};
use crate::ai::{Control, Progress, next_seed, player_rng};
use crate::engine::{Action, Observation};
use rand_pcg::Pcg64Mcg;

/// The searches of one decision: one, or one a thread, each with its own tree, random source
/// and share of the iteration budget; their results are added up.
pub(super) struct Searches {
    /// The parts begun: the first from the start, the others once they first run.
    parts: Vec<Search>,
    /// The other parts, until they first run: each is set up on its own thread, so that the
    /// ranking of its root (a greedy look at every action) is not done one after another.
    waiting: Vec<Setup>,
    /// The whole iteration budget, for progress reports.
    budget: u32,
}

impl Searches {
    /// The first part ranks the root as a lone search does; when that settles the move (a win,
    /// a forced or an only safe action), or with one thread, it is the only part. The others
    /// take their random sources from the first's, in order, so a seed gives the same search.
    pub(super) fn new(
        cfg: MctsConfig,
        k: Knowledge,
        obs: &Observation,
        rng: Pcg64Mcg,
        legal: Vec<Action>,
        trees: Vec<Tree>,
    ) -> Searches {
        let threads = cfg.threads.clamp(1, MctsConfig::MAX_THREADS);
        let share = |i: u32| cfg.iterations / threads + u32::from(i < cfg.iterations % threads);
        // The tree limits are shared out too, so that the memory of a search stays within
        // them whatever the number of threads.
        let part = |i: u32| MctsConfig {
            iterations: share(i),
            threads: 1,
            max_nodes: cfg.max_nodes.div_ceil(threads),
            max_edges: cfg.max_edges.div_ceil(threads),
            ..cfg
        };
        let mut trees = trees.into_iter();
        // A lone search takes the knowledge and the actions as they are; copies only for more.
        let spare = (threads > 1).then(|| (k.clone(), legal.clone()));
        let first = Setup {
            cfg: part(0),
            k,
            rng,
            legal,
            tree: trees.next().unwrap_or_default(),
        };
        let mut first = Search::new(first, obs);
        let mut waiting = Vec::new();
        if let Some((k, legal)) = spare
            && first.decided.is_none()
        {
            for i in 1..threads {
                waiting.push(Setup {
                    cfg: part(i),
                    k: k.clone(),
                    rng: player_rng(next_seed(&mut first.rng)),
                    legal: legal.clone(),
                    tree: trees.next().unwrap_or_default(),
                });
            }
        }
        Searches {
            parts: vec![first],
            waiting,
            budget: cfg.iterations,
        }
    }

    /// Up to `slice` more iterations in all, shared among the parts, which run at once; the
    /// result once every part is over.
    pub(super) fn advance(
        &mut self,
        obs: &Observation,
        slice: u32,
        control: &Control,
    ) -> Option<SearchResult> {
        let n = (self.parts.len() + self.waiting.len()) as u32;
        if n == 1 {
            return self.parts[0].advance(obs, slice, control);
        }
        let share = slice.div_ceil(n);
        let controls = self.part_controls(control, n);
        let waiting = std::mem::take(&mut self.waiting);
        #[cfg(feature = "parallel")]
        let begun = std::thread::scope(|scope| {
            let started: Vec<_> = waiting
                .into_iter()
                .zip(&controls[self.parts.len()..])
                .map(|(w, c)| {
                    scope.spawn(move || {
                        let mut part = Search::new(w, obs);
                        part.advance(obs, share, c);
                        part
                    })
                })
                .collect();
            let mut running = self.parts.iter_mut().zip(&controls);
            let here = running.next();
            for (part, c) in running {
                scope.spawn(move || {
                    part.advance(obs, share, c);
                });
            }
            if let Some((part, c)) = here {
                part.advance(obs, share, c);
            }
            started
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect::<Vec<Search>>()
        });
        #[cfg(feature = "parallel")]
        self.parts.extend(begun);
        #[cfg(not(feature = "parallel"))]
        {
            self.parts
                .extend(waiting.into_iter().map(|w| Search::new(w, obs)));
            for (part, c) in self.parts.iter_mut().zip(&controls) {
                part.advance(obs, share, c);
            }
        }
        self.parts.iter().all(|p| p.spent).then(|| {
            let result = self.result(control);
            control.report(&Progress::counted(
                result.iterations.into(),
                self.budget.into(),
            ));
            result
        })
    }

    /// The `n` parts' controls: the same cancel flag for all; the first reports the progress of
    /// the whole (its share of the budget goes as fast as the others'), the others none.
    fn part_controls(&self, control: &Control, n: u32) -> Vec<Control> {
        let n = u64::from(n);
        let budget = u64::from(self.budget);
        (0..n)
            .map(|i| Control {
                cancel: control.cancel.clone(),
                progress: match &control.progress {
                    Some(parent) if i == 0 => {
                        let parent = parent.clone();
                        Some(std::sync::Arc::new(move |p: &Progress| {
                            let done = (p.done * n).min(budget);
                            parent(&Progress::counted(done, budget).with_fraction(p.fraction()))
                        }))
                    }
                    _ => None,
                },
            })
            .collect()
    }

    /// Iterations done so far by every part.
    pub(super) fn iterations(&self) -> u32 {
        self.parts.iter().map(|p| p.iterations).sum()
    }

    /// The result of the whole: the first part's alone, or the root actions' visits and values
    /// added up over the parts begun, the most visited chosen (the better prior among equals).
    pub(super) fn result(&self, control: &Control) -> SearchResult {
        if self.parts.len() == 1 {
            return self.parts[0].result(control);
        }
        let quiet = Control {
            cancel: control.cancel.clone(),
            progress: None,
        };
        let mut results = self.parts.iter().map(|p| p.result(&quiet));
        let mut whole = results.next().expect("a search has a first part");
        // Per root action: visits, and the sum of visits × mean.
        let mut sums: Vec<(u32, f64)> = whole
            .edges
            .iter()
            .map(|e| (e.visits, f64::from(e.mean) * f64::from(e.visits)))
            .collect();
        for r in results {
            whole.iterations += r.iterations;
            whole.elapsed = whole.elapsed.max(r.elapsed);
            whole.cancelled |= r.cancelled;
            for e in r.edges {
                match whole.edges.iter().position(|w| w.action == e.action) {
                    Some(i) => {
                        sums[i].0 += e.visits;
                        sums[i].1 += f64::from(e.mean) * f64::from(e.visits);
                    }
                    None => {
                        sums.push((e.visits, f64::from(e.mean) * f64::from(e.visits)));
                        whole.edges.push(e);
                    }
                }
            }
        }
        for (e, &(visits, total)) in whole.edges.iter_mut().zip(&sums) {
            if visits > 0 {
                e.mean = (total / f64::from(visits)) as f32;
            }
            e.visits = visits;
        }
        whole
            .edges
            .sort_by(|a, b| b.visits.cmp(&a.visits).then(b.prior.total_cmp(&a.prior)));
        if whole.decided.is_none()
            && let Some(best) = whole.edges.first()
        {
            whole.action = best.action;
        }
        whole
    }

    /// The knowledge, the random source of the first part and every tree, for the next search.
    pub(super) fn into_parts(self) -> (Option<Knowledge>, Pcg64Mcg, Vec<Tree>) {
        let mut parts = self.parts.into_iter();
        let first = parts.next().expect("a search has a first part");
        let mut trees = vec![first.tree];
        trees.extend(parts.map(|p| p.tree));
        trees.extend(self.waiting.into_iter().map(|w| w.tree));
        (Some(first.k), first.rng, trees)
    }
}
