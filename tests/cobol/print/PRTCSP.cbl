      * PRTCSP - the ADVANCING forms where IBM and GnuCOBOL part
      * (tests/cobol/ibm-vs-gnucobol.md). Language Reference, "WRITE
      * statement": a mnemonic-name of CSP suppresses spacing (ASA
      * '+'), of C02 skips to channel 2 (ASA '2'); a WRITE without
      * ADVANCING on a print file is AFTER ADVANCING 1 LINE
      * (Programming Guide, "Writing QSAM files to a printer"). cobc
      * writes a form feed for CSP and runs a WRITE without ADVANCING
      * on after the line left open. The report (PRTCSP.report) has
      * no text form for channel 2, so the program skips to C02 only
      * in the records it writes (PRTCSP.records).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTCSP.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           CSP IS NO-SPACE
           C02 IS CHANNEL-2.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT
               ORGANIZATION IS SEQUENTIAL.
           SELECT Q ASSIGN TO PRQ
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  P-LINE PIC X(10).
       FD  Q.
       01  Q-LINE PIC X(10).
       PROCEDURE DIVISION.
           OPEN OUTPUT P Q
           MOVE 'FIRST' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 1 LINE
           MOVE '_____' TO P-LINE
           WRITE P-LINE AFTER ADVANCING NO-SPACE
           MOVE 'NO PHRASE' TO P-LINE
           WRITE P-LINE
           MOVE 'AGAIN' TO P-LINE
           WRITE P-LINE
           MOVE 'TWO' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 2
           MOVE 'TOP' TO Q-LINE
           WRITE Q-LINE AFTER ADVANCING PAGE
           MOVE 'CHANNEL 2' TO Q-LINE
           WRITE Q-LINE AFTER ADVANCING CHANNEL-2
           CLOSE P Q
           STOP RUN.
