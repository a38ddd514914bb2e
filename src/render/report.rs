//! The balance lab's shareable report: one self-contained HTML page (no scripts, no fonts or
//! pictures fetched from anywhere) with the map picture, the metric table, the histogram of game
//! lengths, the heat map, the skill trace, the luck index, the suggestions and, for an A/B
//! comparison, both variants side by side with the difference of their heat maps. Charts are
//! SVG written inline, like the map picture ([`super::to_svg`]).

use super::{RenderOptions, to_svg};
use crate::analysis::{
    Comparison, Luck, Metric, MetricStat, PairedTest, Rung, SkillTrace, Suggestions, Summary,
    balance,
};
use crate::map::Map;
use crate::scenario::capitalise;
use std::fmt::Write as _;
use std::path::Path;
pub use toyforge_core::analysis::{metric_value, nice_step};
use toyforge_core::draw::{HeatKind, HeatMap, NodeKind, Scene, heat_colour};
use toyforge_core::i18n::Lang;

/// Everything a report may show; the parts left `None` are left out.
pub struct ReportParts<'a> {
    pub map: &'a Map,
    /// One line on how the games were played ("1,000 games, greedy against greedy, seed 1").
    pub setting: String,
    pub summary: &'a Summary,
    pub luck: Option<&'a Luck>,
    pub ladder: Option<&'a SkillTrace>,
    pub suggestions: Option<&'a Suggestions>,
    /// An A/B comparison of this map against another variant.
    pub comparison: Option<Compared<'a>>,
}

/// An A/B comparison for the report (this map is A): the result, and the names the two variants
/// are told apart by (see [`variant_names`]).
pub struct Compared<'a> {
    pub result: &'a Comparison,
    pub names: [String; 2],
}

/// The names two variants are called by in a report: their maps' names, or, when those are the
/// same (a map against an edited copy of itself), their files' names, or their whole paths when
/// even those agree.
pub fn variant_names(a: (&Map, &Path), b: (&Map, &Path)) -> [String; 2] {
    if a.0.name != b.0.name {
        return [a.0.name.clone(), b.0.name.clone()];
    }
    let file = |p: &Path| p.file_name().map(|f| f.to_string_lossy().into_owned());
    match (file(a.1), file(b.1)) {
        (Some(x), Some(y)) if x != y => [x, y],
        _ => [a.1.display().to_string(), b.1.display().to_string()],
    }
}

/// Escapes text for HTML and SVG.
/// A paired difference's 95% interval in words, its ends joined by `to` (`-2.0% to 3.1%`), or
/// `none` and why when there is none (fewer than two pairs of games where the metric is
/// defined), never an interval from minus to plus infinity.
pub fn interval_text(m: Metric, t: &PairedTest, to: &str) -> String {
    match (t.interval(), t.pairs) {
        (Some((low, high)), _) => {
            format!("{} {to} {}", metric_value(m, low), metric_value(m, high))
        }
        (None, 0) => "none (no games)".into(),
        (None, 1) => "none (1 pair)".into(),
        (None, n) => format!("none ({n} pairs)"),
    }
}

pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "body{font-family:sans-serif;margin:24px auto;max-width:1100px;color:#222}\
h1{margin-bottom:4px}h2{border-bottom:1px solid #ccc;padding-bottom:2px;margin-top:28px}\
table{border-collapse:collapse;margin:8px 0}td,th{padding:3px 10px;border-bottom:1px solid #eee;\
text-align:right}td:first-child,th:first-child{text-align:left}.sig{font-weight:bold}\
.row{display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start}.map svg{max-width:520px;\
height:auto}.note{color:#8a5a00}figure{margin:0}figcaption{color:#555;font-size:90%}";

/// The page.
pub fn report_html(p: &ReportParts) -> String {
    let mut h = String::new();
    let title = format!("Balance report: {}", p.map.name);
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\
         <style>{STYLE}</style></head><body>\n<h1>{}</h1><p>{}</p>\n",
        esc(&title),
        esc(&title),
        esc(&p.setting)
    );
    let picture = to_svg(p.map, None, &RenderOptions { show_ids: false });
    let _ = writeln!(
        h,
        "<h2>Map and heat</h2><div class=\"row\"><figure class=\"map\">{picture}\
         <figcaption>The map</figcaption></figure><figure>{}<figcaption>Who held each base at \
         the end</figcaption></figure></div>",
        heat_svg(p.map, |scene| held_heat(scene, p.summary))
    );
    h.push_str(&results_table(p.summary));
    h.push_str(&regions_table(p.summary));
    h.push_str(&metrics_table(p.summary));
    let _ = writeln!(
        h,
        "<h2>Game length</h2>{}",
        histogram_svg(&p.summary.turn_counts)
    );
    if let Some(t) = p.ladder {
        h.push_str(&ladder_table(t));
    }
    if let Some(l) = p.luck {
        h.push_str(&luck_text(l));
    }
    if let Some(s) = p.suggestions {
        h.push_str(&suggestions_list(s));
    }
    if let Some(c) = &p.comparison {
        h.push_str(&comparison_part(p.map, c));
    }
    h.push_str("</body></html>\n");
    h
}

/// Who won and how: each side's wins by the way the game ended, and what the mix of endings
/// says about the map.
fn results_table(s: &Summary) -> String {
    let mut h = String::from(
        "<h2>Results</h2><table><tr><th></th><th>Blue</th><th>Red</th><th>All</th></tr>",
    );
    let pc = |r: &crate::analysis::Rate| {
        format!(
            "{} ({:.1}%, {:.1} – {:.1})",
            r.count,
            r.rate * 100.0,
            r.low * 100.0,
            r.high * 100.0
        )
    };
    let _ = write!(
        h,
        "<tr><td>Wins (share of decided games, 95% interval)</td><td>{}</td><td>{}</td>\
         <td>{}</td></tr>",
        pc(&s.win_rate.blue),
        pc(&s.win_rate.red),
        s.finished
    );
    let (b, r, all) = (&s.by_reason_side.blue, &s.by_reason_side.red, &s.by_reason);
    for (what, x, y, z) in [
        ("by capturing an HQ", b.hq, r.hq, all.hq),
        (
            "by reaching the medal target",
            b.medals,
            r.medals,
            all.medals,
        ),
        (
            "because the other side stalled",
            b.stalled,
            r.stalled,
            all.stalled,
        ),
    ] {
        let _ = write!(
            h,
            "<tr><td>&nbsp;&nbsp;{what}</td><td>{x}</td><td>{y}</td><td>{z}</td></tr>"
        );
    }
    let _ = write!(
        h,
        "<tr><td>First player wins</td><td colspan=\"3\">{}</td></tr>\
         <tr><td>Unfinished (stopped at the action cap)</td><td colspan=\"3\">{}</td></tr>\
         </table>",
        pc(&s.first_player_rate),
        s.unfinished
    );
    if let Some(e) = s.by_reason.ending() {
        let n = s.by_reason.total().max(1) as f64;
        let _ = write!(
            h,
            "<p>Endings: {:.0}% by an HQ capture, {:.0}% on medals, {:.0}% stalled. {}</p>",
            s.by_reason.hq as f64 / n * 100.0,
            s.by_reason.medals as f64 / n * 100.0,
            s.by_reason.stalled as f64 / n * 100.0,
            toyforge_core::tr!(Lang::En, "lab-ending", kind = e.key())
        );
    }
    h.push('\n');
    h
}

/// Each region: its medals, how often each side had claimed it at the end, and when.
fn regions_table(s: &Summary) -> String {
    if s.regions.is_empty() {
        return String::new();
    }
    let mut h = String::from(
        "<h2>Regions</h2><table><tr><th>Region</th><th>Medals</th><th>Claimed by blue</th>\
         <th>Claimed by red</th><th>Unclaimed</th><th>Mean turn of blue's claim</th>\
         <th>Mean turn of red's claim</th></tr>",
    );
    let turn = |t: Option<f64>| t.map_or("–".to_string(), |t| format!("{t:.1}"));
    for r in &s.regions {
        let name = if r.name.is_empty() { &r.id } else { &r.name };
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(name),
            r.medals,
            r.claimed.blue,
            r.claimed.red,
            r.unclaimed,
            turn(r.mean_turn.blue),
            turn(r.mean_turn.red)
        );
    }
    h.push_str("</table>\n");
    h
}

fn metrics_table(s: &Summary) -> String {
    let mut h = String::from(
        "<h2>Metrics</h2><table><tr><th>Metric</th><th>Value</th><th>95% interval</th>\
         <th>Games</th></tr>",
    );
    for m in &s.metrics {
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            m.metric.label(),
            metric_value(m.metric, m.mean),
            interval(m),
            m.games
        );
    }
    if let Some(b) = s.metrics.iter().find(|m| m.metric == Metric::BlueWins) {
        let _ = write!(
            h,
            "<tr><td>Side balance</td><td>{:.2}</td><td></td><td>{}</td></tr>",
            balance(b.mean),
            b.games
        );
    }
    h.push_str("</table>\n");
    h
}

fn interval(m: &MetricStat) -> String {
    if m.games < 2 {
        return "–".into();
    }
    format!(
        "{} – {}",
        metric_value(m.metric, m.low),
        metric_value(m.metric, m.high)
    )
}

fn ladder_table(t: &SkillTrace) -> String {
    let row = |cells: &[String], tag: &str| -> String {
        let mut r = String::from("<tr>");
        for c in cells {
            let _ = write!(r, "<{tag}>{}</{tag}>", esc(c));
        }
        r + "</tr>"
    };
    let mut h = String::from("<h2>Skill trace</h2><table>");
    h += &row(&Rung::COLUMNS.map(capitalise), "th");
    for r in &t.rungs {
        h += &row(&r.cells(), "td");
    }
    let _ = writeln!(
        h,
        "</table><p>{}</p>",
        if t.verdict_holds {
            "The balance verdict is the same at every rung."
        } else {
            "The balance verdict changes between rungs: check the map with stronger play."
        }
    );
    h
}

fn luck_text(l: &Luck) -> String {
    format!(
        "<h2>Luck</h2><p>Luck index {:.2} (95% interval {:.2} to {:.2}): of {} games played \
         twice, {} were decided both times and {} of those were won by the same colour.</p><p>What \
         it means: each game is played twice by the same players, in the same seats and with the \
         same random seeds of their own; the second time the game's chance is dealt again (the \
         troops dealt, the reserves' order, the draws, XB-42's discard and the freezes). If the \
         same colour wins both times, chance did not change the winner. The index is 0 when \
         chance never changes the winner and 1 when the winner is as if drawn afresh each time. \
         Between two equal players it is near 1 on most maps: compare it between versions of a \
         map, or play a stronger level against a weaker one to see how often luck beats \
         skill.</p>\n",
        l.index, l.low, l.high, l.deals, l.pairs, l.same_colour
    )
}

fn suggestions_list(s: &Suggestions) -> String {
    let mut h = format!(
        "<h2>Suggestions</h2><p>Blue wins {:.1}% of the decided games now [{:.1}, {:.1}] at {} \
         ({} games a map). ",
        s.blue_before * 100.0,
        s.before_low * 100.0,
        s.before_high * 100.0,
        esc(&s.level.to_string()),
        s.games
    );
    if !s.unfair {
        h.push_str("That is no measurable advantage for either side: nothing is suggested.</p>\n");
        return h;
    }
    let _ = write!(
        h,
        "Each change was screened on the same seeds; the best ones were played again on fresh \
         seeds at {} and at {}, and only those that helped significantly at both are listed.</p>",
        esc(&s.level.to_string()),
        esc(&s.stronger.to_string())
    );
    if s.confirmed.is_empty() {
        h.push_str("<p>No change was confirmed.</p>\n");
        return h;
    }
    h.push_str("<ol>");
    for c in &s.confirmed {
        let _ = write!(
            h,
            "<li>{}<br>at {}: blue wins {:.1}% instead of {:.1}% ({:+.1} points, 95% interval \
             {:+.1} to {:+.1})</li>",
            esc(&c.level.text),
            esc(&s.stronger.to_string()),
            c.stronger.blue * 100.0,
            c.stronger.blue_before * 100.0,
            c.stronger.paired.diff * 100.0,
            c.stronger.paired.low * 100.0,
            c.stronger.paired.high * 100.0
        );
    }
    h.push_str("</ol>\n");
    h
}

fn comparison_part(a: &Map, compared: &Compared) -> String {
    let c = compared.result;
    let mut h = format!(
        "<h2>A/B: {} against {}</h2><p>{} pairs of games on common seeds. Differences are B − A \
         with a 95% interval and the p-value of a paired t-test; those significant at 5% among all \
         the metrics compared (Holm's correction, so that the chance of any false alarm stays \
         under 5%) are in bold.</p>",
        esc(&compared.names[0]),
        esc(&compared.names[1]),
        c.games
    );
    for n in &c.notes {
        let _ = write!(h, "<p class=\"note\">Note: {}</p>", esc(n));
    }
    h.push_str(
        "<table><tr><th>Metric</th><th>A</th><th>B</th><th>B − A</th><th>95% interval</th>\
         <th>p</th><th>Holm p</th></tr>",
    );
    for d in &c.metrics {
        let m = d.metric;
        let class = if d.significant { " class=\"sig\"" } else { "" };
        let _ = write!(
            h,
            "<tr{class}><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.3}</td><td>{:.3}</td></tr>",
            m.label(),
            metric_value(m, d.a.mean),
            metric_value(m, d.b.mean),
            metric_value(m, d.paired.diff),
            esc(&interval_text(m, &d.paired, "–")),
            d.paired.p,
            d.holm_p
        );
    }
    h.push_str("</table>");
    let _ = writeln!(
        h,
        "<figure>{}<figcaption>Heat difference (B − A) on the bases in both maps: red where red \
         held the base more often in B</figcaption></figure>",
        heat_svg(a, |scene| HeatMap::difference(
            scene,
            c.bases.iter().map(|x| (x.id.as_str(), x.diff as f32)),
            Lang::En
        ))
    );
    h
}

/// The heat of a run over `scene` ([`HeatMap::held`]; the picture has no region bars).
fn held_heat(scene: &Scene, s: &Summary) -> HeatMap {
    let n = |v: usize| v as u32;
    HeatMap::held(
        scene,
        n(s.games),
        s.bases
            .iter()
            .map(|b| (b.id.as_str(), n(b.held.blue), n(b.held.red))),
        std::iter::empty(),
        &[],
        Lang::En,
    )
}

/// The heat picture's width, and its margin round the board (map units).
const HEAT_W: f32 = 400.0;
const HEAT_MARGIN: f32 = 50.0;

/// The size of the bases' names on the heat picture of `scene`, in map units: 8 points.
pub fn heat_name_size(scene: &Scene) -> f32 {
    let span = scene.bounds().map_or(1.0, |b| b.width()) + 2.0 * HEAT_MARGIN;
    8.0 * span / HEAT_W
}

/// The heat picture of `map`: its paths and HQs, each base a disc tinted by its heat (from
/// the drawing model's [`HeatMap`], as the editor's overlay paints it) with its name placed
/// so that no two overlap, and a legend below.
fn heat_svg(map: &Map, heat: impl FnOnce(&Scene) -> HeatMap) -> String {
    let scene = Scene::from_map(map);
    let Some(b) = scene.bounds() else {
        return "<p>(no locations)</p>".into();
    };
    let mut heat = heat(&scene);
    heat.place_names(&scene, heat_name_size(&scene));
    let (x0, y0) = (b.x0 - HEAT_MARGIN, b.y0 - HEAT_MARGIN);
    let (mw, mh) = (
        b.width() + 2.0 * HEAT_MARGIN,
        b.height() + 2.0 * HEAT_MARGIN,
    );
    let k = HEAT_W / mw.max(1.0);
    let hgt = mh * k;
    let px = |v: f32| v / k;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{HEAT_W:.0}\" height=\"{:.0}\" \
         viewBox=\"0 0 {HEAT_W:.0} {:.0}\" font-family=\"sans-serif\" font-size=\"11\">\
         <rect width=\"100%\" height=\"100%\" fill=\"#f7f5ef\"/>\
         <g transform=\"scale({k:.5}) translate({:.1},{:.1})\">",
        hgt + 50.0,
        hgt + 50.0,
        -x0,
        -y0
    );
    for p in &scene.paths {
        let _ = write!(
            s,
            "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#b9b2a3\" stroke-width=\"{:.1}\"/>",
            p.a.x,
            p.a.y,
            p.b.x,
            p.b.y,
            px(2.0)
        );
    }
    for n in &scene.nodes {
        let NodeKind::Hq(side) = n.kind else {
            continue;
        };
        let lean = match side {
            Some(crate::pieces::Side::Blue) => -1.0,
            Some(crate::pieces::Side::Red) => 1.0,
            None => 0.0,
        };
        let e = px(8.0);
        let _ = write!(
            s,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{}\" stroke=\"#333\" \
             stroke-width=\"{:.1}\"><title>{}</title></rect>",
            n.pos.x - e,
            n.pos.y - e,
            2.0 * e,
            2.0 * e,
            heat_colour(lean, 1.0).to_hex(),
            px(1.0),
            esc(&n.id)
        );
    }
    for spot in &heat.spots {
        let (fill, opacity) = if spot.compared {
            (spot.fill.to_hex(), f32::from(spot.fill.a) / 255.0)
        } else {
            ("#ffffff".to_string(), 1.0)
        };
        let _ = write!(
            s,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\" fill=\"{fill}\" fill-opacity=\"{opacity:.2}\" \
             stroke=\"#555\" stroke-width=\"{:.1}\"{}><title>{}</title></circle>",
            spot.pos.x,
            spot.pos.y,
            spot.r,
            px(1.0),
            if spot.compared {
                String::new()
            } else {
                format!(" stroke-dasharray=\"{:.1} {:.1}\"", px(2.0), px(2.0))
            },
            esc(&spot.tip)
        );
    }
    for l in &heat.labels {
        let _ = write!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"{:.1}\" \
             fill=\"#444\">{}</text>",
            l.rect.centre().x,
            l.rect.y0 + l.size * 0.95,
            l.size,
            esc(&l.text)
        );
    }
    s.push_str("</g>");
    s.push_str(&legend(hgt + 12.0, HEAT_W, heat.kind));
    s.push_str("</svg>");
    s
}

/// A colour bar with its ends named.
fn legend(y: f32, w: f32, kind: HeatKind) -> String {
    let mut s = String::new();
    let steps = 20;
    let bar = w - 120.0;
    for i in 0..steps {
        let x = -1.0 + 2.0 * (i as f32 + 0.5) / steps as f32;
        let _ = write!(
            s,
            "<rect x=\"{:.1}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"10\" fill=\"{}\"/>",
            60.0 + bar * i as f32 / steps as f32,
            bar / steps as f32 + 0.5,
            heat_colour(x, 1.0).to_hex()
        );
    }
    let (l, r) = match kind {
        HeatKind::Held => ("blue held it", "red held it"),
        HeatKind::Difference => ("more blue in B", "more red in B"),
    };
    let _ = write!(
        s,
        "<text x=\"60\" y=\"{:.1}\">{l}</text><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{r}</text>",
        y + 24.0,
        60.0 + bar,
        y + 24.0
    );
    s
}

/// A bar chart of `counts[t]` games lasting `t` turns, with counts on the vertical axis.
pub fn histogram_svg(counts: &[usize]) -> String {
    let (w, h, left, bottom) = (640.0f32, 220.0f32, 50.0f32, 30.0f32);
    let first = counts.iter().position(|&n| n > 0).unwrap_or(0);
    let last = counts.iter().rposition(|&n| n > 0).unwrap_or(0);
    let top = counts.iter().copied().max().unwrap_or(0).max(1);
    let tick = nice_step(top);
    let ymax = top.div_ceil(tick) * tick;
    let n = (last + 1 - first).max(1) as f32;
    let bw = (w - left - 10.0) / n;
    let y = |c: usize| h - bottom - (h - bottom - 10.0) * c as f32 / ymax as f32;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
         font-family=\"sans-serif\" font-size=\"11\">"
    );
    let mut c = 0;
    while c <= ymax {
        let _ = write!(
            s,
            "<line x1=\"{left}\" x2=\"{}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{c}</text>",
            w - 10.0,
            y(c),
            y(c),
            left - 4.0,
            y(c) + 4.0
        );
        c += tick;
    }
    let label_every = ((n / 20.0).ceil() as usize).max(1);
    for (i, &count) in counts.iter().enumerate().take(last + 1).skip(first) {
        let x = left + bw * (i - first) as f32;
        let _ = write!(
            s,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#7a9cc6\">\
             <title>{i} turns: {count} games</title></rect>",
            x + 1.0,
            y(count),
            (bw - 2.0).max(1.0),
            h - bottom - y(count)
        );
        if (i - first) % label_every == 0 {
            let _ = write!(
                s,
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{i}</text>",
                x + bw / 2.0,
                h - bottom + 14.0
            );
        }
    }
    let _ = write!(
        s,
        "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">turns</text>\
         <text x=\"12\" y=\"{:.1}\" transform=\"rotate(-90 12 {:.1})\" text-anchor=\"middle\">games</text></svg>",
        left + (w - left) / 2.0,
        h - 2.0,
        (h - bottom) / 2.0,
        (h - bottom) / 2.0
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> Map {
        Map {
            name: name.to_string(),
            ..Map::default()
        }
    }

    #[test]
    fn variants_are_called_by_their_maps_names_then_files_then_paths() {
        let (a, b) = (named("Twin Rivers"), named("Twin Rivers, shorter ford"));
        let (pa, pb) = (Path::new("maps/twin.ron"), Path::new("drafts/twin.ron"));
        assert_eq!(
            variant_names((&a, pa), (&b, pb)),
            ["Twin Rivers", "Twin Rivers, shorter ford"]
        );
        let same = named("Twin Rivers");
        assert_eq!(
            variant_names((&a, pa), (&same, Path::new("maps/twin-2.ron"))),
            ["twin.ron", "twin-2.ron"]
        );
        assert_eq!(
            variant_names((&a, pa), (&same, pb)),
            ["maps/twin.ron", "drafts/twin.ron"]
        );
    }
}
