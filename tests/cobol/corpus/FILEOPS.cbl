      * DD/ASSIGN: PRTFILE HISTFILE KSDSFILE (all created by the run)
      *================================================================*
      * FILEOPS - file handling clauses and statements not covered by  *
      * the batch programs.                                            *
      * EXERCISES: SELECT OPTIONAL, RESERVE n AREAS, ORGANIZATION      *
      *   SEQUENTIAL with PADDING/RECORD DELIMITER-free IBM form,      *
      *   ACCESS SEQUENTIAL on an indexed file then DYNAMIC, two       *
      *   ALTERNATE RECORD KEYs (one WITH DUPLICATES, one unique),     *
      *   I-O-CONTROL (SAME RECORD AREA, APPLY WRITE-ONLY),            *
      *   FD with LINAGE IS n LINES WITH FOOTING AT f LINES AT TOP t   *
      *   LINES AT BOTTOM b, LINAGE-COUNTER, WRITE ... AT END-OF-PAGE  *
      *   / AT EOP, WRITE BEFORE ADVANCING, RECORD CONTAINS n TO m,    *
      *   BLOCK CONTAINS, DATA RECORD(S) ARE, VALUE OF (documentary),  *
      *   OPEN EXTEND, OPEN with several files and modes, CLOSE ...    *
      *   WITH LOCK / NO REWIND, READ ... INTO, START on an alternate  *
      *   key with KEY IS GREATER THAN / NOT < / =, READ NEXT with     *
      *   NOT AT END, WRITE ... INVALID KEY on an indexed file, file   *
      *   status values tested with EVALUATE.                          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FILEOPS.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT OPTIONAL PRINT-FILE ASSIGN TO PRTFILE
               RESERVE 2 AREAS
               ORGANIZATION IS SEQUENTIAL
               ACCESS MODE IS SEQUENTIAL
               FILE STATUS IS FS-PRT.
           SELECT HIST-FILE ASSIGN TO HISTFILE
               FILE STATUS IS FS-HIST.
           SELECT KSDS-FILE ASSIGN TO KSDSFILE
               ORGANIZATION IS INDEXED
               ACCESS MODE IS DYNAMIC
               RECORD KEY IS KS-KEY
               ALTERNATE RECORD KEY IS KS-NAME WITH DUPLICATES
               ALTERNATE KEY IS KS-EMAIL
               FILE STATUS IS FS-KSDS.
       I-O-CONTROL.
           SAME RECORD AREA FOR HIST-FILE KSDS-FILE
           APPLY WRITE-ONLY ON HIST-FILE.
       DATA DIVISION.
       FILE SECTION.
       FD  PRINT-FILE
           LINAGE IS 10 LINES
               WITH FOOTING AT 9
               LINES AT TOP 2
               LINES AT BOTTOM 1.
       01  PRINT-LINE              PIC X(40).
       FD  HIST-FILE
           BLOCK CONTAINS 10 RECORDS
           RECORD CONTAINS 20 TO 40 CHARACTERS
           LABEL RECORDS ARE STANDARD
           VALUE OF FILE-ID IS 'HIST'
           DATA RECORDS ARE HIST-SHORT HIST-LONG.
       01  HIST-SHORT              PIC X(20).
       01  HIST-LONG               PIC X(40).
       FD  KSDS-FILE
           DATA RECORD IS KS-REC.
       01  KS-REC.
           05  KS-KEY              PIC X(5).
           05  KS-NAME             PIC X(10).
           05  KS-EMAIL            PIC X(20).
       WORKING-STORAGE SECTION.
       01  FS-PRT                  PIC XX.
       01  FS-HIST                 PIC XX.
       01  FS-KSDS                 PIC XX.
       01  WS-I                    PIC 99.
       01  WS-HOLD                 PIC X(35).
       01  WS-EOF                  PIC X.
       01  WS-LC                   PIC 99.
       01  WS-LAST                 PIC X(4) VALUE 'LAST'.
       PROCEDURE DIVISION.
       MAIN-PARA.
           OPEN OUTPUT PRINT-FILE HIST-FILE
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 12
               MOVE SPACES TO PRINT-LINE
               MOVE LINAGE-COUNTER TO WS-LC
               STRING 'LINE ' WS-I ' COUNTER ' WS-LC
                   DELIMITED BY SIZE INTO PRINT-LINE
               WRITE PRINT-LINE
                   AT END-OF-PAGE
                       DISPLAY 'END OF PAGE AT LINE ' WS-I
               END-WRITE
           END-PERFORM
           WRITE PRINT-LINE FROM WS-LAST BEFORE ADVANCING 2 LINES
               AT EOP DISPLAY 'EOP AGAIN'
           END-WRITE
           CLOSE PRINT-FILE
           MOVE 'SHORT RECORD' TO HIST-SHORT
           WRITE HIST-SHORT
           CLOSE HIST-FILE
           OPEN EXTEND HIST-FILE
           IF FS-HIST NOT = '00'
               DISPLAY 'OPEN EXTEND FAILED ' FS-HIST
               MOVE 8 TO RETURN-CODE
           END-IF
           MOVE 'LONG RECORD APPENDED BY OPEN EXTEND' TO HIST-LONG
           WRITE HIST-LONG
           CLOSE HIST-FILE
           OPEN OUTPUT KSDS-FILE
           MOVE 'K0001ADAMS     ada@example.com' TO KS-REC
           WRITE KS-REC INVALID KEY DISPLAY 'DUP K0001' END-WRITE
           MOVE 'K0002BAKER     bob@example.com' TO KS-REC
           WRITE KS-REC
           MOVE 'K0003ADAMS     al@example.com' TO KS-REC
           WRITE KS-REC
           MOVE 'K0003COPY      dup@example.com' TO KS-REC
           WRITE KS-REC
               INVALID KEY DISPLAY 'DUPLICATE PRIMARY KEY: ' FS-KSDS
           END-WRITE
           CLOSE KSDS-FILE
           OPEN INPUT KSDS-FILE
           MOVE 'ADAMS' TO KS-NAME
           START KSDS-FILE KEY IS = KS-NAME
           MOVE 'N' TO WS-EOF
           PERFORM UNTIL WS-EOF = 'Y'
               READ KSDS-FILE NEXT RECORD INTO WS-HOLD
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END DISPLAY 'BY NAME: ' WS-HOLD
               END-READ
           END-PERFORM
           MOVE 'al@example.com' TO KS-EMAIL
           START KSDS-FILE KEY IS GREATER THAN KS-EMAIL
               INVALID KEY DISPLAY 'NOTHING AFTER al@'
           END-START
           READ KSDS-FILE NEXT
           EVALUATE FS-KSDS
               WHEN '00' WHEN '02' DISPLAY 'AFTER al@: ' KS-KEY
               WHEN '10'           DISPLAY 'END OF FILE'
               WHEN OTHER          DISPLAY 'STATUS ' FS-KSDS
           END-EVALUATE
           MOVE 'K0002' TO KS-KEY
           START KSDS-FILE KEY NOT < KS-KEY
           READ KSDS-FILE NEXT
           DISPLAY 'FROM K0002: ' KS-NAME
      *    after CLOSE WITH LOCK the file cannot be opened again in
      *    this run unit
           CLOSE KSDS-FILE WITH LOCK
           OPEN INPUT KSDS-FILE
           DISPLAY 'REOPEN AFTER LOCK STATUS ' FS-KSDS
           GOBACK.
