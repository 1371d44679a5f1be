import { useEffect, useRef } from 'react';
import { youtubeEmbedUrl } from '@multyhealth/rules';
import { CloseIcon } from './icons.ui';
import './video-dialog.ui.css';

interface VideoDialogProps {
  title: string;
  videoUrl: string | null;
  onClose: () => void;
}

/** Modal with a title and an embedded YouTube video (native <dialog>: focus trap and Escape for free). */
export function VideoDialog({ title, videoUrl, onClose }: VideoDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const embed = youtubeEmbedUrl(videoUrl, { autoplay: true });
  return (
    // A click on the backdrop closes it; the keyboard's equivalent is Escape, which <dialog> already handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="video-dialog"
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="video-dialog__panel">
        <div className="video-dialog__head">
          <h2>{title}</h2>
          <button
            type="button"
            className="btn btn--icon video-dialog__close"
            onClick={onClose}
            aria-label="Cerrar video"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="video-frame">
          {embed ? (
            <iframe
              src={embed}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <p className="video-dialog__invalid">URL de video no válida</p>
          )}
        </div>
      </div>
    </dialog>
  );
}
