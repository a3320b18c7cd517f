      * RWRITER: Report Writer is not modelled (docs/cobol-run.md): the
      * REPORT clause of the FD, the REPORT SECTION (RD entries and
      * report groups) and INITIATE/GENERATE/TERMINATE are each one
      * located [unsupported] error, with no syntax errors after them.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RWRITER.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PRT ASSIGN TO PRT.
       DATA DIVISION.
       FILE SECTION.
       FD  PRT REPORT IS RPT.
       WORKING-STORAGE SECTION.
       01  N PIC 9 VALUE 1.
       REPORT SECTION.
       RD  RPT PAGE LIMIT 60.
       01  TYPE PAGE HEADING.
           05 LINE 1 COLUMN 1 PIC X(5) VALUE "TITLE".
       01  DL TYPE DETAIL.
           05 LINE PLUS 1 COLUMN 1 PIC 9 SOURCE N.
       PROCEDURE DIVISION.
           OPEN OUTPUT PRT.
           INITIATE RPT.
           GENERATE DL.
           TERMINATE RPT.
           CLOSE PRT
           STOP RUN.
