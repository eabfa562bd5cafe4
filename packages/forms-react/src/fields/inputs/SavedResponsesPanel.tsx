import { canDeleteSavedResponse } from '@clinic/forms-core';
import { type ReactNode, useId } from 'react';
import { useFormServices } from '../../services/formServices';
import { CloseIcon, ListIcon } from './icons';
import { fillText, useInputTexts } from './inputTexts';
import type { SavedResponsesMenuProps } from './SavedResponsesMenu';
import { usePopover } from './usePopover';
import { useSavedResponses } from './useSavedResponses';

/** The menu button and its panel: predefined responses, the user's own, "Save current text". */
export function SavedResponsesMenuPanel({
  componentId,
  responseOptions,
  currentText,
  onPick,
}: SavedResponsesMenuProps) {
  const { savedResponses } = useFormServices();
  const texts = useInputTexts();
  const saved = useSavedResponses(savedResponses, componentId);
  const popover = usePopover(saved.load);
  const panelId = useId();
  const pick = (response: string) => {
    onPick(response);
    popover.setOpen(false);
    popover.triggerRef.current?.focus();
  };
  // A user's response equal to a predefined one is offered once, as the predefined one.
  const userItems = saved.items.filter((item) => canDeleteSavedResponse(item.response, responseOptions));
  return (
    <div className="cf-popover-anchor" ref={popover.containerRef}>
      <button
        type="button"
        ref={popover.triggerRef}
        className="cf-icon-button"
        aria-expanded={popover.open}
        aria-controls={panelId}
        aria-haspopup="true"
        title={texts.savedResponses}
        onClick={popover.toggle}
      >
        <ListIcon />
        <span className="cf-visually-hidden">{texts.savedResponses}</span>
      </button>
      {popover.open && (
        <fieldset id={panelId} className="cf-popover cf-saved-responses">
          <legend className="cf-visually-hidden">{texts.savedResponses}</legend>
          {responseOptions.length > 0 && (
            <ResponseList title={texts.predefinedResponses}>
              {responseOptions.map((response) => (
                <li key={`predefined-${response}`} className="cf-saved-response">
                  <button type="button" className="cf-menu-item" onClick={() => pick(response)}>
                    {response}
                  </button>
                </li>
              ))}
            </ResponseList>
          )}
          {savedResponses && (
            <ResponseList title={texts.myResponses}>
              {saved.status === 'loading' && <li className="cf-menu-note">{texts.loading}</li>}
              {saved.status === 'error' && (
                <li className="cf-menu-note cf-error" role="alert">
                  {texts.savedResponsesFailed}
                </li>
              )}
              {saved.status === 'ready' && userItems.length === 0 && (
                <li className="cf-menu-note">{texts.noSavedResponses}</li>
              )}
              {userItems.map((item) => (
                <li key={item.id} className="cf-saved-response">
                  <button type="button" className="cf-menu-item" onClick={() => pick(item.response)}>
                    {item.response}
                  </button>
                  <button
                    type="button"
                    className="cf-icon-button"
                    aria-label={fillText(texts.deleteResponse, { response: item.response })}
                    onClick={() => void saved.remove(item.id)}
                  >
                    <CloseIcon />
                  </button>
                </li>
              ))}
            </ResponseList>
          )}
          {savedResponses && (
            <button
              type="button"
              className="cf-menu-action"
              disabled={currentText.trim() === '' || saved.status !== 'ready'}
              onClick={() => void saved.save(currentText, responseOptions)}
            >
              {texts.saveCurrent}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}

function ResponseList({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="cf-menu-section">
      <p id={titleId} className="cf-menu-title">
        {title}
      </p>
      <ul className="cf-menu-list" aria-labelledby={titleId}>
        {children}
      </ul>
    </div>
  );
}
