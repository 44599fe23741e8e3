/** The demo account of the seeded shop (DECISIONS §2). */
export function DemoHint() {
  return (
    <p className="rounded-lg border border-dashed border-emerald-300 bg-emerald-50 px-3 py-2 text-center text-sm text-emerald-900">
      Demo: demo@durio.my / durian-demo-1
    </p>
  );
}
