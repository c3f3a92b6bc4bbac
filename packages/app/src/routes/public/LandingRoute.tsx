// Replaced by the public-site issue with the real landing page.
export default function LandingRoute() {
  return (
    <main className="mx-auto max-w-3xl p-8 text-start">
      <h1 className="text-3xl font-bold">لقطة</h1>
    </main>
  );
}
