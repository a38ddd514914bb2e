//! Scenarios and lessons: their file format ([`format`]: the scenario, lesson, course,
//! position, variation and claim types, and their loading), and the checks and runs built on
//! it: the check of a lesson (`check`: its problems, the steps, the puzzles) and the soundness of its puzzles (`soundness`; its
//! warnings in a language: `soundness_words`), the engine's judgement of a turn (`judge`, over
//! every complete turn: `turns`), the learner's run of each step (`lesson_run`, `line_run`,
//! `practice_run`), a test-play session (`play_session`), the steps editor's lines (`lines`),
//! the position being set up (`position_model`) and the sentences of claims and actions
//! (`words`).
//!
//! Every submodule is private: what other crates use is re-exported here, flat
//! (`scenario::Words`, `scenario::check_scenario`).

mod check;
mod format;
mod judge;
mod lesson_run;
mod line_run;
mod lines;
mod play_session;
mod position_model;
mod practice_run;
mod soundness;
mod soundness_words;
mod turns;
mod words;

/// A line's error and refusal, where lessons use them.
pub use crate::notation::{LineError, Refusal};
/// Whether a text is a course or a lesson, told from its top-level fields.
pub use crate::versioned::{looks_like_course, looks_like_scenario};
pub use check::{
    Budget, CheckReport, EXAMPLES, Issue, IssueKind, Malformed, UnsoundLine, check_course,
    check_file, check_file_within, check_lines, check_scenario, check_scenario_with,
    untranslated_places,
};
pub use format::{
    ANY_RULE, Answer, Arrow, Branch, COURSE_EXTENSION, COURSE_FORMAT, Candidate, Claim, Compare,
    Course, CourseError, CourseLesson, Difficulty, ExampleVerdict, Explain, FindMove, GoalStatus,
    IdMap, LessonEntry, LessonRef, LoadedCourse, LoadedScenario, MANIFEST_FILE, MANIFEST_FORMAT,
    MAX_COURSE_BYTES, MAX_COURSE_LESSONS, MAX_DEPTH, MAX_PRACTICE_EXPERT_ITERATIONS,
    MAX_PRACTICE_ITERATIONS, MAX_SECTIONS, Manifest, MapSource, Mismatch, NO_EFFECT, Position,
    Practice, PracticeGoal, Published, Reserve, SCENARIO_FORMAT, Scenario, Section, SidePosition,
    SolvedBy, Stage, StartError, Step, StepStartError, Variation, VariationError, VariationRun,
    Verdict, Walkthrough, WrongMove, claims_after, content_key, is_course_file, learner_turns,
    practice_opponent_problem, resolve_map, run_at, run_variations,
};
pub use judge::{
    EXACT_RACKS, Judge, MAX_DEEP, MIN_DEEP, REPLY_LIMITS, Ranking, SAMPLED_RACKS, SCREEN,
    SEARCHED_OUTCOMES, Sight, Suggestion, Suggestions, possible_racks, suggest,
};
pub use lesson_run::{
    ClaimCheck, CompareRun, Decider, ExplainRun, PracticeRun, PuzzleRun, RunKind, StepRun, WalkRun,
};
pub use line_run::{LineRun, line_text, marked_line_text, parse_line, play_line, run_line};
pub use lines::{
    ClaimsRef, LineRef, StepLineError, VarParent, VarPath, add_missing, derived_claims, line_start,
    run_step_line, step_start, summarise,
};
pub use play_session::{PlaySession, SavedGame, game_step_title, name_chance};
pub use position_model::{Census, new_game_position, remove_troop, swap_entries, troop_counts};
pub use soundness::{
    Concern, DEFAULT_RUN_BUDGET, DEFAULT_STEP_BUDGET, Fix, TOLERANCE, Unfair, WalkError,
    find_move_soundness, find_move_soundness_with,
};
pub use soundness_words::{concern_text, fix_label, unfair_title};
pub use turns::{Cut, Turn, TurnLimits, TurnOutcome, complete_turns, known_at_step};
pub use words::{
    Words, action_locs, capitalise, claim_sentence, marked_sentences, place_name, side_name,
};
