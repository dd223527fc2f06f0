/** Waits until a URL answers with a status below 500; gives up after `seconds`. */
export async function waitForHttp(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${url} did not answer within ${seconds} s`);
  return false;
}
