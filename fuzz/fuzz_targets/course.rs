//! Course files: any text goes through the course parser; an error names the file and, for a
//! syntax error, a line and column inside the text. A course that parses names at least one
//! lesson, each with a place in the course.
#![no_main]

use libfuzzer_sys::fuzz_target;
use toyforge_core::scenario::Course;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Course::from_ron(text, "fuzz.course.ron") {
        Err(e) => {
            assert!(e.to_string().starts_with("fuzz.course.ron"));
            if let Some((line, column)) = e.position() {
                assert!(line >= 1 && line <= text.split('\n').count().max(1));
                assert!(column >= 1);
            }
        }
        Ok(course) => {
            assert!(course.lesson_count() >= 1);
            assert_eq!(course.lessons().count(), course.lesson_count());
        }
    }
});
