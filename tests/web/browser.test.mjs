// The web player in a real browser: two published courses (the Castle course and the Chinese
// one) served on 127.0.0.1 and driven in headless Chromium.
//
//   node browser.test.mjs CASTLE_SITE ZH_SITE SHOTS_DIR
//
// Checks that the first lesson draws (a screenshot that is not blank, the lesson's title in the
// status, the board's locations on screen), solves a find-the-move step with clicks on the
// canvas and sees the success feedback, reloads and finds the progress kept, opens the table of
// contents with "continue where I stopped", plays one practice move against the computer, and
// opens the Chinese lesson with its font. Prints the figures it measures, then a closing
// "N passed, N failed" line. The page's `?widgets` mirror gives the places of the buttons and
// board locations (from egui's accessibility tree); the clicks are real pointer events on the
// canvas.

import { chromium } from "playwright-core";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, statSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, extname, normalize } from "node:path";

const [castleSite, zhSite, shots] = process.argv.slice(2);
if (!castleSite || !zhSite || !shots) {
  console.error("usage: node browser.test.mjs CASTLE_SITE ZH_SITE SHOTS_DIR");
  process.exit(2);
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".ron": "text/plain; charset=utf-8",
  ".ttf": "font/ttf",
};

/** A static file server for the two sites: /castle/… and /zh/…. */
function serve() {
  const roots = { castle: castleSite, zh: zhSite };
  const server = createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    const [, site, ...rest] = url.pathname.split("/");
    const root = roots[site];
    const rel = normalize(rest.join("/") || "index.html");
    if (!root || rel.startsWith("..")) {
      res.writeHead(404).end();
      return;
    }
    try {
      const file = join(root, rel);
      const body = readFileSync(statSync(file).isDirectory() ? join(file, "index.html") : file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

let passed = 0;
let failed = 0;
const figures = {};

async function check(name, body) {
  try {
    await body();
    passed += 1;
    console.log(`ok: ${name}`);
  } catch (e) {
    failed += 1;
    console.log(`FAILED: ${name}: ${e.message}`);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

const status = (page) => page.locator("#toyforge-status").textContent();

/** Waits until the status contains `text`; returns it. */
async function statusHas(page, text, timeout = 15000) {
  await page.waitForFunction(
    (t) => (document.getElementById("toyforge-status")?.textContent ?? "").includes(t),
    text,
    { timeout },
  ).catch(async () => {
    throw new Error(`the status never said "${text}"; it says "${await status(page)}"`);
  });
  return status(page);
}

/** The mirrored widgets: [label, left, top, right, bottom]. */
async function widgets(page) {
  const text = await page.evaluate(() => document.documentElement.dataset.widgets ?? "[]");
  return JSON.parse(text);
}

/** Clicks (or taps) the centre of the first widget whose label passes `test`. */
async function press(page, test, what, { tap = false } = {}) {
  let found;
  for (let i = 0; i < 50 && !found; i += 1) {
    found = (await widgets(page)).find(([label]) => test(label));
    if (!found) await page.waitForTimeout(100);
  }
  assert(found, `no widget for ${what} on screen`);
  const [, x0, y0, x1, y1] = found;
  const x = (x0 + x1) / 2;
  const y = (y0 + y1) / 2;
  const before = await page.evaluate(() => document.documentElement.dataset.widgets);
  if (tap) {
    await page.touchscreen.tap(x, y);
  } else {
    // egui finds what is under the pointer in the frame after it moves there.
    await page.mouse.move(x, y);
    await page.waitForTimeout(100);
    await page.mouse.down();
    await page.waitForTimeout(50);
    await page.mouse.up();
  }
  // The frame that answers the click: the widgets change (a loaded machine draws slowly).
  await page
    .waitForFunction((b) => document.documentElement.dataset.widgets !== b, before, {
      timeout: 3000,
    })
    .catch(() => {});
  await page.waitForTimeout(100);
}

const label = (text) => (l) => l === text;
const location = (id) => (l) => l.startsWith(`@${id}\n`);

async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.readyMs, null, {
    timeout: 30000,
  });
  return Number(await page.evaluate(() => document.documentElement.dataset.readyMs));
}

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const profile = mkdtempSync(join(tmpdir(), "toyforge-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1280, height: 800 },
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // WebGL on the CPU, as a machine without a GPU has it.
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
  ],
});
// No network beyond the local server.
await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());

const page = context.pages()[0] ?? (await context.newPage());
const errors = [];
page.on("pageerror", (e) => errors.push(e.message));

await check("the first lesson draws, ready for input", async () => {
  await page.goto(`${base}/castle/?widgets`);
  figures.ready_ms = await ready(page);
  const said = await statusHas(page, "Step 1 of");
  assert(said.startsWith("Castle 1"), `the status names the first lesson: "${said}"`);
  const labels = (await widgets(page)).map(([l]) => l);
  assert(labels.some((l) => l.startsWith("@central-bridge\n")), "the board's locations are on screen");
  const shot = await page.screenshot({ path: join(shots, "web-castle-lesson.png") });
  assert(shot.length > 30000, `the screenshot is not blank (${shot.length} bytes)`);
});

await check("a find-the-move step is solved with clicks on the canvas", async () => {
  await page.focus("#toyforge-canvas");
  await page.keyboard.press("ArrowRight");
  await statusHas(page, "Step 2 of");
  await page.keyboard.press("ArrowRight");
  await statusHas(page, "Step 3 of");
  await press(page, (l) => /Star ×\d+$/.test(l), "blue's Star on the rack");
  await press(page, location("central-bridge"), "Central Bridge");
  await press(page, label("draw"), "the draw");
  const said = await statusHas(page, "Solved.");
  assert(said.includes("bridge"), `the lesson's feedback is told: "${said}"`);
  await page.screenshot({ path: join(shots, "web-castle-solved.png") });
});

await check("the progress is kept across a reload", async () => {
  await page.reload();
  await ready(page);
  const said = await statusHas(page, "Step 3 of 3");
  assert(said.startsWith("Castle 1"), `the same lesson reopens: "${said}"`);
  await press(page, label("Contents"), "the contents button");
  await statusHas(page, "Contents of");
  const labels = (await widgets(page)).map(([l]) => l);
  const cont = labels.find((l) => l.startsWith("Continue where I stopped"));
  assert(cont && cont.includes("step 3"), `"continue where I stopped" names the step: ${cont}`);
  await page.screenshot({ path: join(shots, "web-contents.png") });
  await press(page, (l) => l.startsWith("Continue where I stopped"), "continue");
  await statusHas(page, "Step 3 of 3");
});

await check("the computer answers a practice move in the browser", async () => {
  await press(page, (l) => l.startsWith("Next lesson"), "the next lesson");
  await statusHas(page, "Castle 2");
  await press(page, (l) => /^5\. /.test(l), "the practice step in the outline");
  await statusHas(page, "Step 5 of");
  await press(page, (l) => /Roxy ×\d+$/.test(l), "blue's Roxy");
  // From the frame that shows the learner's move (the computer decides in the next one) to
  // the status telling the computer's answer.
  await press(page, location("left-outpost"), "Left Outpost");
  const t0 = Date.now();
  const said = await statusHas(page, "played:", 20000);
  figures.practice_move_ms = Date.now() - t0;
  assert(said.includes("Step 5"), said);
});

await check("a phone-sized screen shows the lesson, the board and the rack", async () => {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${base}/castle/?widgets`);
  await ready(phone);
  await statusHas(phone, "Step 5 of");
  const labels = (await widgets(phone)).map(([l]) => l);
  assert(labels.some((l) => l.startsWith("@right-outpost\n")), "the board is on the phone's screen");
  await phone.screenshot({ path: join(shots, "web-phone.png") });
  await phone.close();
});

await check("the Chinese lesson renders with the course's font", async () => {
  const zh = await context.newPage();
  const fonts = [];
  zh.on("response", (r) => {
    if (r.url().endsWith(".ttf")) fonts.push(r.status());
  });
  await zh.goto(`${base}/zh/?widgets`);
  await ready(zh);
  const said = await statusHas(zh, "Step 1 of");
  assert(/[\u4e00-\u9fff]/.test(said), `the lesson's title is Chinese: "${said}"`);
  assert(fonts.length === 1 && fonts[0] === 200, `the course's font was loaded: ${fonts}`);
  assert((await zh.getAttribute("html", "lang")) === "zh", "the page says its language");
  const shot = await zh.screenshot({ path: join(shots, "web-chinese-lesson.png") });
  assert(shot.length > 30000, `the screenshot is not blank (${shot.length} bytes)`);
  await zh.close();
});

await check("no script error on the pages", async () => {
  assert(errors.length === 0, errors.join("; "));
});

await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });
for (const [k, v] of Object.entries(figures)) console.log(`figure: ${k} = ${v}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
