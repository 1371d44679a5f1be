/** CONVENTIONS.md §3: domain code is pure TypeScript; contexts talk through ports, not each other's internals. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ may import only other domain code (no NestJS, TypeORM, class-validator, swagger, platform).',
      severity: 'error',
      from: { path: '(^|/)(domain)/' },
      to: { pathNot: ['(^|/)domain/', '^src/shared/domain/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '(^|/)domain/' },
      to: { path: 'node_modules/(@nestjs|typeorm|class-validator|class-transformer|express|pg)' },
    },
    {
      name: 'no-reaching-into-other-contexts-infrastructure',
      comment: 'A context never imports another context\'s infrastructure (persistence, http).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/infrastructure/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
