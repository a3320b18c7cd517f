      * AGING - invoices aged against today's date (ACCEPT FROM DATE
      * YYYYMMDD: the clock is an input): months overdue put each invoice
      * in a bucket. The new version computes the months once and uses
      * an EVALUATE instead of nested IFs.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. AGING.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT INV-FILE ASSIGN TO INVIN.
       DATA DIVISION.
       FILE SECTION.
       FD  INV-FILE RECORDING MODE F.
       01  INV-REC.
           05 INV-ID       PIC X(4).
           05 INV-DUE.
              10 DUE-YEAR  PIC 9(4).
              10 DUE-MONTH PIC 99.
              10 DUE-DAY   PIC 99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  TODAY.
           05 T-YEAR       PIC 9(4).
           05 T-MONTH      PIC 99.
           05 T-DAY        PIC 99.
       01  WS-MONTHS       PIC S9(5).
       01  WS-CURRENT      PIC 9(4) VALUE 0.
       01  WS-LATE         PIC 9(4) VALUE 0.
       01  WS-OLD          PIC 9(4) VALUE 0.
       PROCEDURE DIVISION.
           ACCEPT TODAY FROM DATE YYYYMMDD
           OPEN INPUT INV-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ INV-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF INV-DUE NOT < TODAY
                 ADD 1 TO WS-CURRENT
               ELSE
                 COMPUTE WS-MONTHS = (T-YEAR - DUE-YEAR) * 12
                                   + T-MONTH - DUE-MONTH
                 IF WS-MONTHS > 3
                   ADD 1 TO WS-OLD
                   DISPLAY INV-ID ' OLD'
                 ELSE
                   ADD 1 TO WS-LATE
                 END-IF
               END-IF
             END-READ
           END-PERFORM
           CLOSE INV-FILE
           DISPLAY 'CURRENT ' WS-CURRENT ' LATE ' WS-LATE ' OLD ' WS-OLD
           STOP RUN.
