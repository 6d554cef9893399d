import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  onGoHome: () => void;
  /** Called before 'Try Again' renders the children again (e.g. to retry failed chunk loads). */
  onReset?: () => void;
}

interface State {
  error: Error | null;
}

/** Catches uncaught render errors below it and shows the generic error screen (spec §2). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <ErrorScreen
          onTryAgain={this.reset}
          onGoHome={() => {
            this.reset();
            this.props.onGoHome();
          }}
        />
      );
    }
    return this.props.children;
  }
}
