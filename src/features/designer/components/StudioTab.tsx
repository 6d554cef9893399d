import { toast } from '@/shared/toast/toastStore';
import { canGenerate } from '../designerStore';
import type { DesignImage } from '../designerPersistence';
import { downloadDesign } from '../imageFiles';
import { designerStore, useDesigner } from '../useDesigner';
import { AdvancedOptions } from './AdvancedOptions';
import { DesignParameters } from './DesignParameters';
import { GenerateCard } from './GenerateCard';
import { GeneratedDesignCard } from './GeneratedDesignCard';
import { HistoryCard } from './HistoryCard';
import { StudioProgressCard } from './StudioProgressCard';
import { AlertIcon } from '@/shared/ui/icons';

/** Spec §2 Design Studio: parameters and generation on the left, the design and history on the right. */
export function StudioTab() {
  const slots = useDesigner((s) => s.slots);
  const error = useDesigner((s) => s.error);
  const generation = useDesigner((s) => s.generation);
  const images = useDesigner((s) => s.images);
  const currentId = useDesigner((s) => s.currentImageId);
  const variationIds = useDesigner((s) => s.variationIds);
  const fallbackNote = useDesigner((s) => s.fallbackNote);
  const quality = useDesigner((s) => s.imageQuality);
  const size = useDesigner((s) => s.imageSize);
  const actions = designerStore.getState();

  const current = images.find((i) => i.id === currentId) ?? null;
  const variations = variationIds.map((id) => images.find((i) => i.id === id)).filter((i): i is DesignImage => Boolean(i));
  const busy = generation.stage !== 'idle';

  // Destructive actions happen at once and offer Undo (no confirm dialog): a mis-tap costs one tap.
  const remove = (image: DesignImage) => {
    void actions.deleteImage(image.id).then((deleted) => {
      if (!deleted) return;
      toast({
        title: 'Design deleted',
        description: 'It was removed from this device.',
        about: 'history-title',
        action: { label: 'Undo', onAction: () => void actions.restoreImage(deleted) },
      });
    });
  };

  const reset = () => {
    const snapshot = actions.reset();
    toast({
      title: 'Parameters cleared',
      description: 'The brief and the design on show were reset.',
      action: { label: 'Undo', onAction: () => actions.restoreReset(snapshot) },
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <StudioProgressCard slots={slots} />
        {error && (
          <div role="alert" className="flex items-start gap-2 rounded-xl border border-blood-500/60 bg-blood-500/10 px-4 py-3 text-sm font-medium text-blood-700 dark:text-blood-400">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <p>{error}</p>
          </div>
        )}
        <DesignParameters slots={slots} onChange={actions.setSlot} onAutoFill={actions.autoFill} onReset={reset} />
        <GenerateCard
          enabled={canGenerate(slots)}
          generation={generation}
          hasImage={Boolean(current)}
          onGenerate={() => void actions.generate()}
          onCancel={actions.cancelGeneration}
          onDownload={() => current && downloadDesign(current.png)}
        />
        <AdvancedOptions quality={quality} size={size} onQuality={actions.setImageQuality} onSize={actions.setImageSize} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <GeneratedDesignCard
          image={current}
          variations={variations}
          busy={busy}
          fallbackNote={fallbackNote}
          onSelect={(id) => actions.showImage(id)}
          onVariations={() => void actions.generateVariations()}
          onKeep={(id) => {
            actions.keepVariation(id);
            toast({ title: 'Design kept', description: 'The other variations stay in History under it.', about: 'history-title' });
          }}
        />
        <HistoryCard
          images={images}
          currentId={currentId}
          onOpen={(id) => {
            actions.showImage(id, { restoreBrief: true });
            toast({ title: 'Design reopened', description: 'Its parameters are back in the studio.', about: 'history-title' });
          }}
          onDownload={(image) => downloadDesign(image.png)}
          onDelete={remove}
        />
      </div>
    </div>
  );
}
