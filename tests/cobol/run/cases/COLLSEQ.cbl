      * COLLSEQ - OBJECT-COMPUTER ... PROGRAM COLLATING SEQUENCE IS an
      * alphabet other than the native one (Language Reference,
      * "OBJECT-COMPUTER paragraph": it orders nonnumeric comparisons,
      * SORT keys, HIGH-VALUE/LOW-VALUE). Only the native order is
      * modelled: the run goes wrong unsupported before any statement
      * runs. Before, the clause was ignored: on EBCDIC data 'a' < '1'
      * held, where STANDARD-1 (ASCII) order makes it false.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COLLSEQ.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       OBJECT-COMPUTER. IBM-370
           PROGRAM COLLATING SEQUENCE IS ASCII-ORDER.
       SPECIAL-NAMES.
           ALPHABET ASCII-ORDER IS STANDARD-1.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 A PIC X VALUE 'a'.
       01 B PIC X VALUE '1'.
       PROCEDURE DIVISION.
           IF A < B DISPLAY 'A<B' ELSE DISPLAY 'A>=B' END-IF
           STOP RUN.
