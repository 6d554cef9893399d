import { Link } from 'react-router-dom';
import { buttonClasses } from '@/shared/ui/buttonClasses';

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="font-display text-7xl font-black tracking-tighter text-blood-600 dark:text-blood-400">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight">Oops! Page not found</h1>
      <Link to="/" className={buttonClasses('primary')}>
        Return to Home
      </Link>
    </section>
  );
}
