//! MCTS's search: progress reports, cancelling, its time budget, and a search run in slices.

use super::*;

#[test]
fn mcts_reports_progress_and_stops_when_cancelled() {
    let board = castle();
    let st = midgame(&board, 21, 10);
    let side = st.to_move().expect("the game is on");
    let obs = st.observation(side);

    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let control =
        Control::default().on_progress(move |p| log.lock().expect("not poisoned").push(p.done));
    let mut ai = MctsPlayer::new(
        MctsConfig {
            iterations: 400,
            ..MctsConfig::default()
        },
        5,
    );
    let r = ai.search(&obs, &control).expect("a search");
    assert!(!r.cancelled);
    assert!(st.is_legal(&r.action));
    let seen = seen.lock().expect("not poisoned").clone();
    assert!(
        seen.len() >= 2,
        "progress was reported {} times",
        seen.len()
    );
    assert!(seen.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(*seen.last().expect("reports"), u64::from(r.iterations));
    assert!(r.edges.iter().map(|e| e.visits).sum::<u32>() <= r.iterations);

    let cancel = Arc::new(AtomicBool::new(true));
    let r = ai
        .search(&obs, &Control::with_cancel(cancel.clone()))
        .expect("a search");
    assert!(r.cancelled);
    assert_eq!(r.iterations, 0);
    assert!(
        st.is_legal(&r.action),
        "a cancelled search still answers legally"
    );
    cancel.store(false, Ordering::Relaxed);
}

#[test]
fn mcts_with_a_time_budget_stops_in_time() {
    let board = castle();
    let st = midgame(&board, 22, 10);
    let side = st.to_move().expect("the game is on");
    let mut ai = MctsPlayer::new(
        MctsConfig {
            iterations: u32::MAX,
            time: Some(std::time::Duration::from_millis(50)),
            ..MctsConfig::default()
        },
        5,
    );
    let r = ai
        .search(&st.observation(side), &Control::default())
        .expect("a search");
    assert!(r.iterations > 0);
    assert!(
        r.elapsed < std::time::Duration::from_secs(2),
        "{:?}",
        r.elapsed
    );
}

#[test]
fn a_search_run_in_slices_decides_as_the_search_run_at_once() {
    let board = castle();
    let config = MctsConfig {
        iterations: 300,
        ..MctsConfig::default()
    };
    for (seed, plies) in [(31, 8), (32, 12), (33, 16)] {
        let st = midgame(&board, seed, plies);
        let side = st.to_move().expect("the game is on");
        let obs = st.observation(side);
        let whole = MctsPlayer::new(config, seed)
            .search(&obs, &Control::default())
            .expect("a search");
        let mut sliced = MctsSearch::new(config, seed, &obs).expect("a search");
        let mut calls = 0;
        let parts = loop {
            calls += 1;
            if let Some(r) = sliced.advance(&obs, 7, &Control::default()) {
                break r;
            }
            assert!(
                sliced.iterations() <= 7 * calls,
                "a slice keeps to its size"
            );
        };
        assert!(calls > 300 / 7, "the search ran in {calls} slices");
        assert_eq!(parts.action, whole.action, "seed {seed}");
        assert_eq!(parts.iterations, whole.iterations);
        assert_eq!(parts.edges, whole.edges, "the same tree, visit for visit");
        let again = sliced
            .advance(&obs, 7, &Control::default())
            .expect("a finished search answers again");
        assert_eq!(again.action, parts.action);
        assert_eq!(
            again.iterations, parts.iterations,
            "and searches no further"
        );
    }
}

#[test]
fn a_sliced_search_stops_at_its_time_cap_and_when_cancelled() {
    let board = castle();
    let st = midgame(&board, 34, 10);
    let side = st.to_move().expect("the game is on");
    let obs = st.observation(side);
    let capped = MctsConfig {
        iterations: u32::MAX,
        time: Some(std::time::Duration::from_millis(60)),
        ..MctsConfig::default()
    };
    let mut search = MctsSearch::new(capped, 1, &obs).expect("a search");
    let r = loop {
        if let Some(r) = search.advance(&obs, 16, &Control::default()) {
            break r;
        }
    };
    assert!(r.iterations > 0 && !r.cancelled);
    assert!(st.is_legal(&r.action));
    assert!(
        r.elapsed < std::time::Duration::from_secs(2),
        "{:?}",
        r.elapsed
    );

    let mut search = MctsSearch::new(MctsConfig::default(), 1, &obs).expect("a search");
    assert!(search.advance(&obs, 16, &Control::default()).is_none());
    let cancel = Arc::new(AtomicBool::new(true));
    let r = search
        .advance(&obs, 16, &Control::with_cancel(cancel))
        .expect("a cancelled search answers at once");
    assert!(r.cancelled && r.iterations == 16);
    assert!(st.is_legal(&r.action));
    assert!(MctsSearch::new(MctsConfig::default(), 1, &st.observation(side.other())).is_none());
}

#[test]
fn mcts_stops_when_its_tree_is_full() {
    let board = castle();
    let st = midgame(&board, 21, 10);
    let side = st.to_move().expect("the game is on");
    let obs = st.observation(side);
    // A huge budget, as a time budget or `mcts:4294967295` has: the tree's size stops it.
    let full = MctsConfig {
        iterations: u32::MAX,
        max_nodes: 300,
        ..MctsConfig::default()
    };
    let r = MctsPlayer::new(full, 5)
        .search(&obs, &Control::default())
        .expect("a search");
    assert!(!r.cancelled);
    assert!(st.is_legal(&r.action));
    // The root and one node an iteration (none when the iteration ends the game).
    assert!(
        r.iterations >= 299 && r.iterations < 400,
        "{}",
        r.iterations
    );
    // The same in slices.
    let mut search = MctsSearch::new(full, 5, &obs).expect("a search");
    let sliced = loop {
        if let Some(r) = search.advance(&obs, 16, &Control::default()) {
            break r;
        }
    };
    assert_eq!(sliced.iterations, r.iterations);
    assert_eq!(sliced.action, r.action);

    // The edges are bounded too.
    let few_edges = MctsConfig {
        iterations: u32::MAX,
        max_edges: 2_000,
        ..MctsConfig::default()
    };
    let r = MctsPlayer::new(few_edges, 5)
        .search(&obs, &Control::default())
        .expect("a search");
    assert!(r.iterations > 0 && r.iterations < 2_000, "{}", r.iterations);
    assert!(st.is_legal(&r.action));

    // On four threads the limits are shared out: the trees together hold no more.
    let r = MctsPlayer::new(MctsConfig { threads: 4, ..full }, 5)
        .search(&obs, &Control::default())
        .expect("a search");
    assert!(
        r.iterations >= 4 * 74 && r.iterations < 400,
        "{}",
        r.iterations
    );
    assert!(st.is_legal(&r.action));
}

#[test]
fn the_tree_limits_are_far_above_the_usual_budgets() {
    let board = castle();
    let st = midgame(&board, 21, 10);
    let side = st.to_move().expect("the game is on");
    let obs = st.observation(side);
    for config in [MctsConfig::default(), MctsConfig::expert()] {
        assert!(config.max_nodes >= 40 * config.iterations);
        let unbounded = MctsConfig {
            max_nodes: u32::MAX,
            max_edges: u32::MAX,
            ..config
        };
        let mut a = MctsPlayer::new(config, 9)
            .search(&obs, &Control::default())
            .expect("a search");
        let mut b = MctsPlayer::new(unbounded, 9)
            .search(&obs, &Control::default())
            .expect("a search");
        assert_eq!(a.iterations, config.iterations);
        a.elapsed = Default::default();
        b.elapsed = Default::default();
        assert_eq!(a, b);
    }
}

#[test]
fn a_search_on_several_threads_is_the_same_for_a_seed_whether_run_at_once_or_in_slices() {
    let board = castle();
    for (seed, plies, threads) in [(41, 8, 2), (42, 12, 3), (43, 16, 4)] {
        let config = MctsConfig {
            iterations: 601,
            threads,
            ..MctsConfig::default()
        };
        let st = midgame(&board, seed, plies);
        let obs = st.observation(st.to_move().expect("the game is on"));
        let whole = MctsPlayer::new(config, seed)
            .search(&obs, &Control::default())
            .expect("a search");
        assert!(st.is_legal(&whole.action));
        if whole.decided.is_some() {
            continue;
        }
        assert_eq!(whole.iterations, 601, "the whole budget, shared out");
        let visits: u32 = whole.edges.iter().map(|e| e.visits).sum();
        assert!(visits <= 601 && visits > 500, "{visits} root visits");
        let most = whole.edges.iter().map(|e| e.visits).max();
        assert_eq!(
            Some(whole.edges[0].visits),
            most,
            "the most visited is first"
        );
        assert_eq!(whole.action, whole.edges[0].action, "and chosen");
        let again = MctsPlayer::new(config, seed)
            .search(&obs, &Control::default())
            .expect("a search");
        assert_eq!(
            again,
            SearchResult {
                elapsed: again.elapsed,
                ..whole.clone()
            }
        );
        let mut sliced = MctsSearch::new(config, seed, &obs).expect("a search");
        let parts = loop {
            if let Some(r) = sliced.advance(&obs, 10, &Control::default()) {
                break r;
            }
        };
        assert_eq!(parts.action, whole.action, "seed {seed}");
        assert_eq!(parts.edges, whole.edges, "the same trees, visit for visit");
        // One thread is a different search, not a part of this one.
        let one = MctsPlayer::new(
            MctsConfig {
                threads: 1,
                ..config
            },
            seed,
        )
        .search(&obs, &Control::default())
        .expect("a search");
        assert_ne!(one.edges, whole.edges);
    }
}

#[test]
fn a_search_on_several_threads_reports_the_whole_progress_and_stops_when_cancelled() {
    let board = castle();
    let st = midgame(&board, 21, 10);
    let obs = st.observation(st.to_move().expect("the game is on"));
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let control =
        Control::default().on_progress(move |p| log.lock().expect("not poisoned").push(p.done));
    let config = MctsConfig {
        iterations: 2000,
        threads: 2,
        ..MctsConfig::default()
    };
    let mut ai = MctsPlayer::new(config, 5);
    let r = ai.search(&obs, &control).expect("a search");
    assert_eq!(r.decided, None, "the position is searched");
    let seen = seen.lock().expect("not poisoned").clone();
    assert!(
        seen.len() >= 4,
        "progress was reported {} times",
        seen.len()
    );
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    assert!(seen.iter().all(|&d| d <= 2000), "{seen:?}");
    assert_eq!(*seen.last().expect("reports"), 2000);

    let cancel = Arc::new(AtomicBool::new(true));
    let r = ai
        .search(&obs, &Control::with_cancel(cancel))
        .expect("a search");
    assert!(r.cancelled);
    assert_eq!(r.iterations, 0, "no thread searched");
    assert!(st.is_legal(&r.action));
}
