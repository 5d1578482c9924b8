import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.1.3" } });
const page = await ctx.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto("http://localhost:8790/");
await page.getByTestId("play-online-connect-four").click();
await page.waitForURL(/\/g\//);
await page.waitForTimeout(1000);
let failed = 0;
await page.routeWebSocket(/\/ws$/, (ws) => { failed++; console.log("route", ws.url()); ws.close(); });
await page.reload();
for (let i = 0; i < 10; i++) { await page.waitForTimeout(1000); console.log(i, failed, (await page.locator("main").innerText()).slice(0, 80).replace(/\n/g, " | ")); }
await browser.close();
