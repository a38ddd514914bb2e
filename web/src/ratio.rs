//! The canvas backed at the screen's own pixels. eframe sizes the canvas's backing store from
//! the `devicePixelContentBoxSize` its resize observer reports and lays out at
//! `devicePixelRatio` pixels a point. Where the two disagree (Chromium's device emulation
//! reports the content box in CSS pixels while the ratio is 2 or 3, as the browser test found),
//! the backing stays at the CSS size and egui lays out for a screen a third as wide: tiny
//! board, huge text, taps that land nowhere. The player checks every frame that the backing is
//! the canvas's CSS size times the ratio and puts it right, so it follows zoom and a move to
//! another screen as well (both bring a frame: eframe repaints on resizes and ratio changes).

/// The backing size for a canvas of `css` CSS pixels at `ratio` device pixels a CSS pixel, if
/// `backing` is off by more than the rounding of a device-pixel-exact content box (2 pixels).
pub fn corrected(css: (u32, u32), ratio: f64, backing: (u32, u32)) -> Option<(u32, u32)> {
    if !(ratio.is_finite() && ratio > 0.0) || css.0 == 0 || css.1 == 0 {
        return None;
    }
    let want = (
        (f64::from(css.0) * ratio).round() as u32,
        (f64::from(css.1) * ratio).round() as u32,
    );
    let off = |a: u32, b: u32| a.abs_diff(b) > 2;
    (off(want.0, backing.0) || off(want.1, backing.1)).then_some(want)
}

/// Resizes the canvas's backing to its CSS size times the ratio when it is not; the frame after
/// is laid out for it.
#[cfg(target_arch = "wasm32")]
pub fn follow(canvas: &web_sys::HtmlCanvasElement, ctx: &egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let css = (
        canvas.client_width().max(0) as u32,
        canvas.client_height().max(0) as u32,
    );
    let backing = (canvas.width(), canvas.height());
    if let Some((w, h)) = corrected(css, window.device_pixel_ratio(), backing) {
        canvas.set_width(w);
        canvas.set_height(h);
        ctx.request_repaint();
    }
}

#[cfg(test)]
mod tests {
    use super::corrected;

    #[test]
    fn a_backing_at_the_css_size_is_scaled_by_the_ratio() {
        assert_eq!(corrected((390, 844), 3.0, (390, 844)), Some((1170, 2532)));
        assert_eq!(corrected((1280, 900), 2.0, (1280, 900)), Some((2560, 1800)));
        // A zoom to 150% on a ratio-1 screen: 1.5 device pixels a CSS pixel, fewer CSS pixels.
        assert_eq!(corrected((853, 600), 1.5, (853, 600)), Some((1280, 900)));
        // Moved from a ratio-2 screen to a ratio-1 screen.
        assert_eq!(corrected((640, 450), 1.0, (1280, 900)), Some((640, 450)));
    }

    #[test]
    fn a_device_exact_backing_is_left_as_it_is() {
        assert_eq!(corrected((390, 844), 3.0, (1170, 2532)), None);
        // A content box at fractional CSS pixels rounds a pixel or two away.
        assert_eq!(corrected((393, 851), 2.75, (1082, 2341)), None);
        assert_eq!(corrected((390, 844), 1.0, (390, 844)), None);
        assert_eq!(corrected((0, 0), 3.0, (300, 150)), None);
        assert_eq!(corrected((390, 844), f64::NAN, (390, 844)), None);
    }
}
