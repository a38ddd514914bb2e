//! `toyforge render`: draws a map, or a scenario's map with its position, as SVG or PNG.
//!
//! A map with validation errors is still drawn (a designer wants to see a broken draft); its
//! problems are listed on stderr as warnings and the exit status stays 0. Exit status 1 when a
//! scenario's position cannot be drawn (it is impossible); 2 when the file cannot be read or
//! parsed, the output name does not end in `.svg` or `.png`, or the picture cannot be written.

use super::{EXIT_UNREADABLE, Failure};
use crate::map::{Map, Severity, read_text, save_atomic, validate};
use crate::render::{Overlay, RenderOptions, svg_to_png, to_svg};
use crate::scenario::{Scenario, StartError, looks_like_scenario};
use std::path::{Path, PathBuf};

/// The picture formats `render` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

fn output_format(out: &Path) -> Option<Format> {
    let ext = out.extension()?.to_str()?;
    if ext.eq_ignore_ascii_case("svg") {
        Some(Format::Svg)
    } else if ext.eq_ignore_ascii_case("png") {
        Some(Format::Png)
    } else {
        None
    }
}

pub fn run(file: &Path, out: &Path, ids: bool, scale: f32) -> u8 {
    let Some(format) = output_format(out) else {
        eprintln!(
            "error: {}: the output must end in .svg or .png",
            out.display()
        );
        return EXIT_UNREADABLE;
    };
    if !scale.is_finite() || scale <= 0.0 {
        eprintln!("error: --scale must be a positive number, not {scale}");
        return EXIT_UNREADABLE;
    }
    if let Err(f) = super::check_outputs(&[("--out", out)], &[file]) {
        eprintln!("error: {}", f.message);
        return f.code;
    }
    let (map, overlay) = match load(file) {
        Ok((map, overlay, map_file)) => {
            // A scenario's map file is an input too.
            if let Some(f) = map_file
                .as_deref()
                .and_then(|m| super::check_outputs(&[("--out", out)], &[m]).err())
            {
                eprintln!("error: {}", f.message);
                return f.code;
            }
            (map, overlay)
        }
        Err(f) => {
            eprintln!("error: {}", f.message);
            return f.code;
        }
    };
    // Before the validation and the drawing, which take a while on a large map.
    if format == Format::Png
        && let Err(e) = crate::render::check_png_size(&map, scale)
    {
        eprintln!("error: {}: {e}", file.display());
        return EXIT_UNREADABLE;
    }
    let problems = validate(&map);
    let errors = problems
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .count();
    if errors > 0 {
        eprintln!(
            "warning: {}: the map has {errors} validation error{}; drawing it anyway (see `toyforge validate`)",
            file.display(),
            if errors == 1 { "" } else { "s" }
        );
        for p in problems.iter().filter(|p| p.severity == Severity::Error) {
            eprintln!("  {}", p.message);
        }
    }
    let options = RenderOptions { show_ids: ids };
    let svg = to_svg(&map, overlay.as_ref(), &options);
    let bytes = match format {
        Format::Svg => svg.into_bytes(),
        Format::Png => {
            if !crate::render::fonts_available() {
                eprintln!(
                    "warning: no fonts found; the PNG has no text (install a font, e.g. Debian's fonts-dejavu-core)"
                );
            }
            match svg_to_png(&svg, scale) {
                Ok(png) => png,
                Err(e) => {
                    eprintln!("error: {}: {e}", file.display());
                    return EXIT_UNREADABLE;
                }
            }
        }
    };
    if let Err(e) = save_atomic(out, &bytes) {
        eprintln!("error: {}: cannot write the picture: {e}", out.display());
        return EXIT_UNREADABLE;
    }
    outln!("{}: wrote {}", file.display(), out.display());
    0
}

/// Reads a map, or a scenario with its map, the overlay of its position and the map file it
/// names.
fn load(file: &Path) -> Result<(Map, Option<Overlay>, Option<PathBuf>), Failure> {
    let text = read_text(file)?;
    let name = file.display().to_string();
    if !looks_like_scenario(&text) {
        return Ok((Map::from_ron(&text, &name)?, None, None));
    }
    let loaded = Scenario::load(file)?;
    match loaded.start() {
        Ok(state) => {
            let overlay = Overlay::from_state(&state);
            Ok((loaded.map, Some(overlay), loaded.map_path))
        }
        // A broken map is drawn as a map is (its errors are listed); there is no board to
        // put the position on.
        Err(StartError::Board(_)) => {
            eprintln!("warning: {name}: the map cannot be played; drawing it without the position");
            Ok((loaded.map, None, loaded.map_path))
        }
        Err(e @ StartError::Position(_)) => Err(Failure::fails(format!(
            "{name}: the position cannot be drawn: {e}"
        ))),
    }
}
