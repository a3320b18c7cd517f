      * un-same-record-area new: the MOVE before the WRITE changes
      * nothing under SAME RECORD
      * AREA; the symbolic executor, whose record areas are one per
      * file, refuses the program (before: it found a difference the
      * interpreter did not replay), so the verdict is unknown.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SAMEPAIR.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN1 ASSIGN TO IN1.
           SELECT OUT1 ASSIGN TO OUT1.
       I-O-CONTROL.
           SAME RECORD AREA FOR IN1 OUT1.
       DATA DIVISION.
       FILE SECTION.
       FD  IN1.
       01  IN-REC PIC X(4).
       FD  OUT1.
       01  OUT-REC PIC X(4).
       PROCEDURE DIVISION.
           OPEN INPUT IN1 OUTPUT OUT1
           READ IN1 AT END MOVE 'NONE' TO OUT-REC END-READ
           MOVE IN-REC TO OUT-REC
           WRITE OUT-REC
           CLOSE IN1 OUT1
           STOP RUN.
