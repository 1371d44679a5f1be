import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { LegalTextPublications } from '../../../shared/domain/legal-text-publications.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { isLegalKind, legalTextDraft, type LegalText } from '../domain/legal-text.js';
import { LegalTextRepository } from '../domain/legal-text.repository.js';

@Injectable()
export class LegalTextsService {
  constructor(
    private readonly texts: LegalTextRepository,
    private readonly publications: LegalTextPublications,
  ) {}

  async byKind(kind: string): Promise<LegalText> {
    const text = isLegalKind(kind) ? await this.texts.findByKind(kind) : null;
    if (!text) throw new NotFoundError(LegalTextRepository.notFound);
    return text;
  }

  list(query: ListQuery): Promise<Page<LegalText>> {
    return this.texts.findPage(query);
  }

  async get(id: number): Promise<LegalText> {
    const text = await this.texts.findById(id);
    if (!text) throw new NotFoundError(LegalTextRepository.notFound);
    return text;
  }

  async update(id: number, input: { title: string; body: string }): Promise<LegalText> {
    await this.get(id);
    const saved = await this.texts.update(id, legalTextDraft(input));
    // A changed text is a new version that members accept at their next visit (docs/privacy.md).
    await this.publications.published(saved.kind, saved.title, saved.body);
    return saved;
  }
}
