//! The system's fonts as a fallback for characters the app's own fonts lack (a name typed in
//! Arabic, an emoji), kept from taking the app down where the system has no font at all.
//!
//! eframe's provider enumerates the fonts on a thread of its own; on a machine with no font
//! installed that enumeration panics, and the window's first lookup then panics on the main
//! thread, losing whatever was being edited. [`Guarded`] runs the lookups of any provider so
//! that a failure is a missing font, once and for good, never a crash; the two panics print
//! one plain line instead of their messages and backtraces ([`quiet_panics`]).

use egui::epaint::text::{FallbackRequest, FontFamily, FontInsert, FontProvider};
use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// The name of the thread on which eframe's provider enumerates the system's fonts.
const PROVIDER_THREAD: &str = "egui_system_font_provider";

thread_local! {
    /// Whether this thread is inside a guarded lookup, whose panic is expected and caught.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
}

/// Installs, once, a panic hook that keeps the provider's expected panics (on its own thread,
/// and in a guarded lookup) from printing a message and a backtrace to the terminal: the
/// enumeration's failure prints one line saying what it means. Every other panic goes to the
/// hook there was before.
fn quiet_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if std::thread::current().name() == Some(PROVIDER_THREAD) {
                eprintln!(
                    "toyforge: no system font could be read; characters the app's own fonts \
                     lack are drawn as boxes"
                );
            } else if !GUARDED.with(Cell::get) {
                before(info);
            }
        }));
    });
}

/// A font provider whose failure (a panic) means it has no font to give, from then on.
pub struct Guarded<P> {
    inner: P,
    failed: AtomicBool,
}

impl<P: FontProvider> Guarded<P> {
    pub fn new(inner: P) -> Guarded<P> {
        quiet_panics();
        Guarded {
            inner,
            failed: AtomicBool::new(false),
        }
    }

    /// Whether a lookup has failed, so that no other is tried.
    pub fn failed(&self) -> bool {
        self.failed.load(Ordering::Relaxed)
    }

    fn guard<T: Default>(&self, look: impl FnOnce(&P) -> T) -> T {
        if self.failed() {
            return T::default();
        }
        // The provider's own lock is released as the panic unwinds out of it, and no state of
        // the app is held across the call: nothing is left half-changed.
        GUARDED.with(|g| g.set(true));
        let result = catch_unwind(AssertUnwindSafe(|| look(&self.inner)));
        GUARDED.with(|g| g.set(false));
        match result {
            Ok(found) => found,
            Err(_) => {
                self.failed.store(true, Ordering::Relaxed);
                T::default()
            }
        }
    }
}

impl<P: FontProvider> FontProvider for Guarded<P> {
    fn fonts_for_family(&self, family: &FontFamily) -> Vec<FontInsert> {
        self.guard(|p| p.fonts_for_family(family))
    }

    fn font_for(&self, request: &FallbackRequest<'_>) -> Option<FontInsert> {
        self.guard(|p| p.font_for(request))
    }
}

/// The system's fonts, looked up on demand, guarded.
pub fn provider() -> std::sync::Arc<dyn FontProvider> {
    std::sync::Arc::new(Guarded::new(
        egui_system_font_provider::SystemFontProvider::new(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Broken;

    impl FontProvider for Broken {
        fn font_for(&self, _: &FallbackRequest<'_>) -> Option<FontInsert> {
            panic!("no font at all");
        }
    }

    fn request(c: &str) -> FallbackRequest<'_> {
        FallbackRequest {
            cluster: c,
            family: &FontFamily::Proportional,
        }
    }

    #[test]
    fn a_provider_that_panics_gives_no_font_and_is_not_asked_again() {
        let p = Guarded::new(Broken);
        assert!(!p.failed());
        assert!(p.font_for(&request("中")).is_none());
        assert!(p.failed());
        // Asked again, it answers at once without calling the broken provider.
        assert!(p.font_for(&request("文")).is_none());
        assert!(p.fonts_for_family(&FontFamily::Monospace).is_empty());
    }

    /// The system's own provider, asked for a character no bundled font has: a font where the
    /// system has one, none where it has none (`.ci/run` runs the tests again with the fonts
    /// hidden, where the unguarded provider panics), never a panic out of the lookup.
    #[test]
    fn the_system_fonts_are_asked_without_a_crash_even_with_no_font_installed() {
        let p = Guarded::new(egui_system_font_provider::SystemFontProvider::new());
        for c in ["中", "ع"] {
            let found = p.font_for(&request(c));
            assert!(
                found.is_none() || !p.failed(),
                "a font after a failure for {c}"
            );
        }
    }
}
