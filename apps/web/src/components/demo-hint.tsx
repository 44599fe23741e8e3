/** The demo account of the seeded shop (DECISIONS §2). */
export function DemoHint() {
  return (
    <p className="rounded-lg border border-dashed border-emerald-300 bg-emerald-50 px-3 py-2 text-center text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
      Demo: demo@durio.my / durian-demo-1
    </p>
  );
}
