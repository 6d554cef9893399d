/** Booking screen (DESIGN.md §2); filled by the booking issue. */
export default function BookingScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Book an appointment</h1>
      <p className="mt-3 text-ink-600 dark:text-ink-300">Find an artist and request a session.</p>
    </section>
  );
}
