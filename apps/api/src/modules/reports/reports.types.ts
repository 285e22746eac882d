/** The report rows the rules read (issue 26), named for the logic beside the repository. */
export type {
  AdminReportRow,
  ReportModeration,
  ReportRow,
  ReportTargetFacts,
} from './reports.repository.ts';
