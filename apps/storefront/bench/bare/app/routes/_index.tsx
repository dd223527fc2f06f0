import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "New Remix App" },
  { name: "description", content: "Welcome to Remix!" },
];

export default function Index() {
  return (
    <main>
      <h1>Welcome to Remix</h1>
      <ul>
        <li>
          <a href="https://remix.run/docs">Remix Docs</a>
        </li>
      </ul>
    </main>
  );
}
