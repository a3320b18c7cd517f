      * GLOBNEST - GLOBAL names across nested programs (Language
      * Reference, "GLOBAL clause", "Types of names"): a contained
      * program uses the GLOBAL file of its container - one file
      * connector and one record area, so its READ continues where the
      * container's stopped - and the 88-level and INDEXED BY names of a
      * GLOBAL item (global too: "a condition-name ... is global if that
      * entry is subordinate to another entry that specifies the GLOBAL
      * clause"), also from a program nested two deep. Before, the
      * condition- and index-names were undefined, and the READ used
      * the contained program's own area numbering. cobc 3.1.2 rejects
      * G1-FIVE and GX as undefined; with them written out it prints
      * the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. GLOBNEST.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT INF ASSIGN TO INF
               FILE STATUS IS INF-ST.
       DATA DIVISION.
       FILE SECTION.
       FD  INF IS GLOBAL.
       01  IN-REC PIC X(8).
       WORKING-STORAGE SECTION.
       01  INF-ST PIC XX IS GLOBAL.
       01  G1 IS GLOBAL.
           05 G1-A PIC 9(3) VALUE 5.
              88 G1-FIVE VALUE 5.
           05 G1-T PIC X OCCURS 3 INDEXED BY GX.
       01  L1 PIC X(5) VALUE 'OUTER'.
       PROCEDURE DIVISION.
           OPEN INPUT INF
           READ INF
           DISPLAY 'OUTER READ ' IN-REC ' ' L1
           CALL 'INNER'
           READ INF
           DISPLAY 'OUTER READ ' IN-REC ' ' G1-A
           CALL 'INNER'
           DISPLAY 'STATUS ' INF-ST ' ' G1-A ' ' G1-T(2)
           CLOSE INF
           STOP RUN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INNER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  L1 PIC X(5) VALUE 'INNER'.
       PROCEDURE DIVISION.
           IF G1-FIVE
               DISPLAY 'G1-FIVE ' L1
           END-IF
           ADD 1 TO G1-A
           SET GX TO 2
           MOVE 'Z' TO G1-T(GX)
           READ INF
               AT END DISPLAY 'INNER AT END'
               NOT AT END DISPLAY 'INNER READ ' IN-REC
           END-READ
           CALL 'DEEP'
           GOBACK.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DEEP.
       PROCEDURE DIVISION.
           SET GX UP BY 1
           DISPLAY 'DEEP ' G1-A ' ' G1-T(GX - 1) ' ' INF-ST
           GOBACK.
       END PROGRAM DEEP.
       END PROGRAM INNER.
       END PROGRAM GLOBNEST.
